import type { GetStaticProps } from 'next';
import type { PageWithLayout } from '@/pages/_app';
import { TestRideSuccessHead, TestRideSuccessView } from '@/views/customer/test-ride-success-view';
import { startPage } from '@/lib/page-props';

const Page = TestRideSuccessView as PageWithLayout<Parameters<typeof TestRideSuccessView>[0]>;
Page.requiresRehydratedStore = true;
Page.rehydratingHead = (props) => <TestRideSuccessHead meta={props.meta} />;
export default Page;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'test-ride-success', ['TestRide', 'TestRideFind']);
  return { props: await shell, revalidate: 300 };
};
