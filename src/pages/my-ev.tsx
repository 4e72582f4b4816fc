import { signedInPage } from '@/lib/auth/signed-in-page';
import { startPage } from '@/lib/page-props';
import { MyEvView } from '@/views/customer/my-ev-view';

export default MyEvView;

/** Signed-in only; the bikes and their sharing are fetched in the browser (they change with every share). */
export const getServerSideProps = signedInPage(async ({ locale }) => {
  const { shell } = startPage(locale, 'my-ev', ['MyEv', 'Leaderboard', 'FormErrors']);
  return { props: { ...(await shell) } };
});
