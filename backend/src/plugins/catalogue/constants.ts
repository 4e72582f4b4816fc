export const loggerCtx = 'CataloguePlugin';

/** Name of the Product custom field (localeText) that holds a motorcycle's page content as JSON. */
export const PRODUCT_CONTENT_FIELD = 'pageContent';
