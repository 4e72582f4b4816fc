import { getStaticContentPageProps } from '@/features/content/get-content-props';
import { AboutView } from '@/views/customer/about-view';

export default AboutView;

export const getStaticProps = getStaticContentPageProps('about');
