import { graphql } from '@/gql';

export const experienceCenterListDocument = graphql(`
    query ExperienceCenterList($options: ExperienceCenterListOptions) {
        experienceCenters(options: $options) {
            items {
                id location city state type is_active upcoming dealerSlug
               
                address1 country zipCode dealerId inJabodetabek
            }
            totalItems
        }
    }
`);

export const centreDocument = graphql(`
    query AdminExperienceCenter($id: ID!) {
        experienceCenter(id: $id) {
            id location address1 address2 city state country latitude longitude is_active upcoming
            dealerId dealerSlug gmapsLink type operatingHours zipCode inJabodetabek
        }
    }
`);

export const createCentreDocument = graphql(`
    mutation CreateExperienceCenter($input: CreateExperienceCenterInput!) {
        createExperienceCenter(input: $input) { id }
    }
`);

export const updateCentreDocument = graphql(`
    mutation UpdateExperienceCenter($input: UpdateExperienceCenterInput!) {
        updateExperienceCenter(input: $input) { id }
    }
`);
