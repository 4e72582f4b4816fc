import { getSupportAnswerPaths, getSupportAnswerProps } from '@/features/content/get-content-props';
import { SupportAnswerView } from '@/views/customer/support-answer-view';

export default SupportAnswerView;

export const getStaticPaths = getSupportAnswerPaths;
export const getStaticProps = getSupportAnswerProps;
