import { getShortcutPageProps } from '@/features/catalogue/get-product-page-props';
import { ProductDetailView } from '@/views/customer/product-detail-view';

/** Shortcut (SPEC §2): Alva One with its fixed variant preselected; canonical URL is the product page. */
export default ProductDetailView;

export const getStaticProps = getShortcutPageProps('alva-one');
