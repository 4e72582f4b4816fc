import type { GetServerSideProps } from 'next';
import { fetchMotorcycles } from '@/features/catalogue/fetch-motorcycles';
import { StaffProfileQuery } from '@/features/pstools/graphql/pstools';
import { sessionTokenFromRequest } from '@/lib/auth/server-session';
import { loadableManifest, onDemandFiles } from '@/lib/on-demand-files';
import { startPage } from '@/lib/page-props';
import { PsToolsView, type PsToolsViewProps } from '@/views/staff/pstools-view';

export default PsToolsView;

/**
 * /pstools: the landing page and staff sign-in for anyone who is not signed in as staff, the tool for staff. Who is
 * staff is the server's answer (staffProfile is refused for customers); the page only shows it.
 */
export const getServerSideProps: GetServerSideProps<PsToolsViewProps> = async (ctx) => {
  const locale = ctx.locale ?? 'en';
  const sessionToken = sessionTokenFromRequest(ctx);
  const { client, shell } = startPage(
    locale,
    'pstools',
    ['PsTools', 'FormErrors', 'TestRide', 'AccountForm', 'Login'],
    sessionToken,
  );
  let access: PsToolsViewProps['access'] = 'signedOut';
  let staff: PsToolsViewProps['staff'] = null;
  let bikeNames: PsToolsViewProps['bikeNames'] = {};
  if (sessionToken) {
    // The tool shows the motorcycles by the catalogue's names (the guestbook and bookings store slugs): asked for
    // beside the staff profile, not after it, and used only when the session is staff's.
    const [profile, motorcycles] = await Promise.all([
      client.query({ query: StaffProfileQuery }).then(
        ({ data }) => data?.staffProfile ?? null,
        () => null,
      ),
      fetchMotorcycles(client).catch(() => []),
    ]);
    staff = profile;
    access = staff ? 'staff' : 'refused';
    if (staff) bikeNames = Object.fromEntries(motorcycles.map((m) => [m.slug, m.name]));
  }
  // What the tool loads on demand (the look-up, the booking form and the Apollo client it comes with, the toaster),
  // for its offline copy.
  const offlineFiles =
    access === 'staff'
      ? onDemandFiles(loadableManifest(), [
          'views/staff/pstools-app.tsx',
          'graphql/browser-apollo-part.tsx',
          'components/ui/toast-host.tsx',
        ])
      : [];
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  return { props: { access, staff, bikeNames, offlineFiles, ...(await shell) } };
};
