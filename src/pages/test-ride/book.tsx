import { getModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { TestRideBookView } from '@/views/customer/test-ride-book-view';

export default TestRideBookView;

export const getStaticProps = getModelsPageProps('test-ride-book', ['TestRide', 'FormErrors', 'Map']);
