import { getStaticContentPageProps } from '@/features/content/get-content-props';
import { MyAlvaAppView } from '@/views/customer/my-alva-app-view';

export default MyAlvaAppView;

export const getStaticProps = getStaticContentPageProps('my-alva-app');
