import { HOME_NAMESPACES } from '@/features/catalogue/constants';
import { getModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { HomeView } from '@/views/customer/home-view';

export default HomeView;

export const getStaticProps = getModelsPageProps('home', HOME_NAMESPACES);
