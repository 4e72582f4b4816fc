import type { PageWithLayout } from '@/pages/_app';
import { getModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { TestRideBookShell, TestRideBookView } from '@/views/customer/test-ride-book-view';

const Page = TestRideBookView as PageWithLayout<Parameters<typeof TestRideBookView>[0]>;
Page.requiresRehydratedStore = true;
Page.rehydratingHead = (props) => <TestRideBookShell meta={props.meta} />;
export default Page;

export const getStaticProps = getModelsPageProps('test-ride-book');
