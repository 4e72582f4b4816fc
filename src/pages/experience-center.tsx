import type { GetStaticProps } from 'next';
import { getPageMeta } from '@/components/seo/get-page-meta';
import { ExperienceCentersQuery } from '@/features/dealers/graphql/experience-centers';
import { createServerApolloClient } from '@/graphql/apollo-client';
import { loadMessages } from '@/lib/i18n';
import { ExperienceCenterView, type ExperienceCenterViewProps } from '@/views/customer/experience-center-view';

export default ExperienceCenterView;

/** Static, regenerated every minute; a failed fetch renders the error state and retries sooner. */
export const getStaticProps: GetStaticProps<ExperienceCenterViewProps> = async ({ locale = 'en' }) => {
  const client = createServerApolloClient(locale);
  const [centers, meta, messages] = await Promise.all([
    client
      .query({ query: ExperienceCentersQuery })
      .then(({ data }) => data?.experienceCenters ?? null)
      .catch(() => null),
    getPageMeta(client, locale, 'experience-center'),
    loadMessages(locale),
  ]);
  return { props: { centers, meta, messages }, revalidate: centers ? 60 : 10 };
};
