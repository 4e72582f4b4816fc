import { useTranslations } from 'next-intl';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { Notice } from '@/components/ui/native-button';
import { PageContainer } from '@/components/ui/page-container';
import text from '@/components/ui/text.module.css';
import type { DeliveryAddress } from '@/features/accounts/profile/delivery-addresses';
import type { ProfileCustomerQuery } from '@/graphql/generated/graphql';
import { browserPart } from '@/lib/browser-part';

// Every section is a form that works only with JS: they load after the page's shell, with the server's data, and
// save with plain requests (useShopRequest), without Apollo's client (issue 19).
const ProfileSections = browserPart(
  () => import('./profile-sections').then((m) => m.ProfileSections),
  () => <LoadingPanel minHeight="100vh" />,
);

type Profile = ProfileCustomerQuery['profileCustomer'];

export interface ProfileViewProps {
  profile: Profile | null;
  /** null when the addresses could not be loaded. */
  addresses: DeliveryAddress[] | null;
  /** Whether the account has a password; null when unknown. */
  hasPassword: boolean | null;
  meta: PageMeta | null;
}

/** The customer's profile: plain HTML and CSS, MUI only in its delete dialogs, loaded when one opens (issue 19). */
export function ProfileView({ profile, addresses, hasPassword, meta }: ProfileViewProps) {
  const t = useTranslations('Profile');
  const tSeo = useTranslations('Seo');
  return (
    <>
      <SeoHead meta={meta} title={`${t('title')} | Alva`} noindex />
      <SeoHeading>{tSeo('headings.profile')}</SeoHeading>
      <PageContainer narrow>
        <h2 className={text.pageTitle}>{t('title')}</h2>
        {profile ? (
          <ProfileSections initial={profile} addresses={addresses} hasPassword={hasPassword} />
        ) : (
          <Notice severity="error" role="alert">
            {t('loadError')}
          </Notice>
        )}
      </PageContainer>
    </>
  );
}
