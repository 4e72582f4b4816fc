import { getLegalPageProps } from '@/features/content/get-content-props';
import { LegalPageView } from '@/views/customer/legal-page-view';

/** A legal page (SPEC "policyId" = warranty); the text comes from the content service. */
export default LegalPageView;

export const getStaticProps = getLegalPageProps('warranty');
