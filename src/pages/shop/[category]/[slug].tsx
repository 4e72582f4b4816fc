import { getShopItemPaths, getShopItemProps } from '@/features/shop/get-shop-props';
import { ShopItemView } from '@/views/customer/shop-item-view';

export default ShopItemView;

export const getStaticPaths = getShopItemPaths;
export const getStaticProps = getShopItemProps;
