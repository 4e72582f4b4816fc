import { graphql } from '@/graphql/generated';

export const ExperienceCenterFragment = graphql(`
  fragment ExperienceCenterCard_center on ExperienceCenter {
    id
    location
    address1
    address2
    city
    state
    zipCode
    country
    latitude
    longitude
    is_active
    upcoming
    dealerSlug
    gmapsLink
    type
    operatingHours
  }
`);

export const ExperienceCentersQuery = graphql(`
  query ExperienceCenter {
    experienceCenters {
      ...ExperienceCenterCard_center
    }
  }
`);
