import { HOME_NAMESPACES } from '@/features/catalogue/constants';
import { getModelsPageProps } from '@/features/catalogue/get-models-page-props';
import { ProductListView } from '@/views/customer/product-list-view';

export default ProductListView;

export const getStaticProps = getModelsPageProps('product', HOME_NAMESPACES);
