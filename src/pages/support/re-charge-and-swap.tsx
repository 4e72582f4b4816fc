import { getStaticContentPageProps } from '@/features/content/get-content-props';
import { RechargeSwapView } from '@/views/customer/recharge-swap-view';

export default RechargeSwapView;

export const getStaticProps = getStaticContentPageProps('re-charge-and-swap');
