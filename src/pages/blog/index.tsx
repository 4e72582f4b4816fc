import { getBlogListProps } from '@/features/content/get-content-props';
import { BlogListView } from '@/views/customer/blog-list-view';

export default BlogListView;

export const getStaticProps = getBlogListProps;
