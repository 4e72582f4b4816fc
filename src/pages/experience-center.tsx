import type { GetStaticProps } from 'next';
import { ExperienceCentersQuery } from '@/features/dealers/graphql/experience-centers';
import { orderCenters } from '@/features/dealers/sort-centers';
import { ExperienceCenterView, type ExperienceCenterViewProps } from '@/views/customer/experience-center-view';
import { startPage } from '@/lib/page-props';

export default ExperienceCenterView;

/** Static, regenerated every minute; a failed fetch renders the error state and retries sooner. */
export const getStaticProps: GetStaticProps<ExperienceCenterViewProps> = async ({ locale = 'en' }) => {
  const { client, shell } = startPage(locale, 'experience-center', ['ExperienceCenter', 'Map']);
  const [centers, common] = await Promise.all([
    client
      .query({ query: ExperienceCentersQuery })
      .then(({ data }) => (data?.experienceCenters ? orderCenters(data.experienceCenters) : null))
      .catch(() => null),
    shell,
  ]);
  return { props: { centers, ...common }, revalidate: centers ? 60 : 10 };
};
