import { getFilteredGridProps, getFilteredPaths } from '@/features/shop/get-shop-props';
import { ShopGridView } from '@/views/customer/shop-grid-view';

/** Internal: src/middleware.ts rewrites `/shop[/<category>]?<filters>` here (category `all` is /shop). */
export default ShopGridView;

export const getStaticPaths = getFilteredPaths;
export const getStaticProps = getFilteredGridProps;
