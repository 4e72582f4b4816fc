import { getLegalPageProps } from '@/features/content/get-content-props';
import { LegalPageView } from '@/views/customer/legal-page-view';

/** A legal page (SPEC "policyId" = privacy-policy-term-of-use); the text comes from the content service. */
export default LegalPageView;

export const getStaticProps = getLegalPageProps('privacy-policy-term-of-use');
