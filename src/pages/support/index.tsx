import { getSupportPageProps } from '@/features/content/get-content-props';
import { SupportView } from '@/views/customer/support-view';

export default SupportView;

export const getStaticProps = getSupportPageProps;
