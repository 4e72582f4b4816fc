import { getLegalPagePaths, getLegalPageProps } from '@/features/content/get-content-props';
import { LegalPageView } from '@/views/customer/legal-page-view';

/** The four legal pages at the root (SPEC "policyId"); `fallback: false` keeps every other root slug a 404. */
export default LegalPageView;

export const getStaticPaths = getLegalPagePaths;
export const getStaticProps = getLegalPageProps;
