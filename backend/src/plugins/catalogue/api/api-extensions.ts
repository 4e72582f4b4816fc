import gql from 'graphql-tag';

export const shopApiExtensions = gql`
    type ProductContentItem {
        title: String!
        body: String!
    }

    type ProductSpecItem {
        "A figure's stable name (topSpeed, peakPower, torque, rangeSingle, rangeDual, homeCharge, weight, seatHeight, trunk, wheels, brakes), so other pages can quote it from here."
        key: String
        label: String!
        value: String!
    }

    type ProductMainBody {
        title: String!
        body: String!
        highlights: [ProductContentItem!]!
    }

    type ProductBatteryOptionContent {
        "Battery option code of the variants: single, dual or subscription-rental."
        code: String!
        title: String!
        body: String!
        range: String!
        charging: String!
    }

    type ProductBatteryContent {
        title: String!
        body: String!
        options: [ProductBatteryOptionContent!]!
    }

    "Content blocks of a motorcycle's page, in the request's language (falls back to English)."
    type ProductContent {
        tagline: String!
        columnSlider: [ProductContentItem!]!
        specification: [ProductSpecItem!]!
        colors: ProductContentItem!
        mainBody: ProductMainBody!
        battery: ProductBatteryContent!
    }

    extend type Product {
        "Null for products without page content (shop items)."
        content: ProductContent
    }
`;
