import { getShopGridProps } from '@/features/shop/get-shop-props';
import { ShopGridView } from '@/views/customer/shop-grid-view';

export default ShopGridView;

export const getStaticProps = getShopGridProps('all');
