import { getBlogPostPaths, getBlogPostProps } from '@/features/content/get-content-props';
import { BlogPostView } from '@/views/customer/blog-post-view';

export default BlogPostView;

export const getStaticPaths = getBlogPostPaths;
export const getStaticProps = getBlogPostProps;
