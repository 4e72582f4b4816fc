import { getModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { TestRideSelectBikeView } from '@/views/customer/test-ride-select-bike-view';

// Public and statically generated, so not gated on rehydration: the persisted choice is marked once it loads.
export default TestRideSelectBikeView;

export const getStaticProps = getModelsPageProps('test-ride', ['TestRide']);
