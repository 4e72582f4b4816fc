import gql from 'graphql-tag';

const shared = gql`
    enum ExperienceCenterType {
        EXPERIENCE_CENTER
        DEALER
    }

    type ExperienceCenter implements Node {
        id: ID!
        location: String!
        address1: String!
        address2: String
        city: String!
        state: String!
        country: String!
        latitude: Float!
        longitude: Float!
        is_active: Boolean!
        upcoming: Boolean!
        dealerId: String
        dealerSlug: String!
        gmapsLink: String!
        type: ExperienceCenterType!
        operatingHours: String
        zipCode: String
        inJabodetabek: Boolean!
    }
`;

export const shopApiExtensions = gql`
    ${shared}

    extend type Query {
        "Active experience centres and dealers, optionally only those in a city (case-insensitive)."
        experienceCenters(city: String): [ExperienceCenter!]!
    }
`;

export const adminApiExtensions = gql`
    ${shared}

    input CreateExperienceCenterInput {
        location: String!
        address1: String!
        address2: String
        city: String!
        state: String!
        country: String
        latitude: Float!
        longitude: Float!
        is_active: Boolean
        upcoming: Boolean
        dealerId: String
        dealerSlug: String!
        gmapsLink: String!
        type: ExperienceCenterType!
        operatingHours: String
        zipCode: String
        inJabodetabek: Boolean
    }

    input UpdateExperienceCenterInput {
        id: ID!
        location: String
        address1: String
        address2: String
        city: String
        state: String
        country: String
        latitude: Float
        longitude: Float
        is_active: Boolean
        upcoming: Boolean
        dealerId: String
        dealerSlug: String
        gmapsLink: String
        type: ExperienceCenterType
        operatingHours: String
        zipCode: String
        inJabodetabek: Boolean
    }

    type ExperienceCenterList implements PaginatedList {
        items: [ExperienceCenter!]!
        totalItems: Int!
    }

    # Vendure generates the filter and sort inputs from ExperienceCenter's fields.
    input ExperienceCenterListOptions

    extend type Query {
        "All locations, including inactive ones (the standard list options: filter, sort, skip, take)."
        experienceCenters(options: ExperienceCenterListOptions): ExperienceCenterList!
        experienceCenter(id: ID!): ExperienceCenter
    }

    extend type Mutation {
        createExperienceCenter(input: CreateExperienceCenterInput!): ExperienceCenter!
        updateExperienceCenter(input: UpdateExperienceCenterInput!): ExperienceCenter!
        deleteExperienceCenter(id: ID!): DeletionResponse!
    }
`;
