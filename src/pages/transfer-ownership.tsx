import { signedInPage } from '@/lib/auth/signed-in-page';
import { startPage } from '@/lib/page-props';
import { TransferOwnershipView } from '@/views/customer/transfer-ownership-view';

export default TransferOwnershipView;

/** Signed-in only: a request is made in the requester's name. */
export const getServerSideProps = signedInPage(async ({ locale }) => {
  const { shell } = startPage(locale, 'transfer-ownership', ['MyEv', 'FormErrors']);
  return { props: { ...(await shell) } };
});
