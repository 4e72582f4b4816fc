import Head from 'next/head';

/** A schema.org object (Organization, Product, BreadcrumbList, FAQPage, BlogPosting, ...). */
export type JsonLdThing = { '@type': string } & Record<string, unknown>;

/**
 * Structured data for search engines, rendered into the server HTML. `<` is escaped so that text from the content
 * service can never close the script element.
 */
export function JsonLd({ data, id }: { data: JsonLdThing | JsonLdThing[]; id: string }) {
  const things = Array.isArray(data) ? data : [data];
  const json = JSON.stringify(
    things.length === 1
      ? { '@context': 'https://schema.org', ...things[0] }
      : { '@context': 'https://schema.org', '@graph': things },
  ).replace(/</g, '\\u003c');
  return (
    <Head>
      <script key={`jsonld-${id}`} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}

/** BreadcrumbList from (name, absolute URL) pairs, outermost first. */
export function breadcrumbList(items: { name: string; url: string }[]): JsonLdThing {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}
