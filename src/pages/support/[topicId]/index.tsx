import { getSupportTopicPaths, getSupportTopicProps } from '@/features/content/get-content-props';
import { SupportTopicView } from '@/views/customer/support-topic-view';

export default SupportTopicView;

export const getStaticPaths = getSupportTopicPaths;
export const getStaticProps = getSupportTopicProps;
