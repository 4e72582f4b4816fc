import type { GetStaticProps } from 'next';
import { TestRideSuccessView } from '@/views/customer/test-ride-success-view';
import { startPage } from '@/lib/page-props';

export default TestRideSuccessView;

export const getStaticProps: GetStaticProps = async ({ locale = 'en' }) => {
  const { shell } = startPage(locale, 'test-ride-success', ['TestRide', 'TestRideFind']);
  return { props: await shell, revalidate: 300 };
};
