import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import { useInTurns } from '@/lib/use-in-turns';
import { ChangePasswordSection } from '@/features/accounts/components/change-password-section';
import { SetPasswordSection } from '@/features/accounts/components/set-password-section';
import { DocumentsSection } from '@/features/accounts/documents/documents-section';
import { updateCurrentCustomer } from '@/features/accounts/current-customer-store';
import { type DeliveryAddress, DeliveryAddresses } from '@/features/accounts/profile/delivery-addresses';
import { SettingsForm } from '@/features/accounts/profile/settings-form';
import { type EditableProfile, ProfileForm } from '@/features/accounts/profile/profile-form';
import { ProfilePhoto } from '@/features/accounts/profile/profile-photo';
import styles from '@/features/accounts/profile/profile.module.css';
import type { ProfileCustomerQuery } from '@/graphql/generated/graphql';

type Profile = ProfileCustomerQuery['profileCustomer'];

/** Details and photo, delivery addresses, identity documents, then settings (language, password). */
export function ProfileSections({
  initial,
  addresses,
  hasPassword,
}: {
  initial: Profile;
  addresses: DeliveryAddress[] | null;
  hasPassword: boolean | null;
}) {
  const t = useTranslations('Profile');
  const [profile, setProfile] = useState(initial);
  // Details first, then addresses, documents and settings, each in its own task; all at once for a link to one.
  // Browser only (a browser part of the page): the hash is there to read on the first render.
  const [linkedToSection] = useState(() => window.location.hash.length > 1);
  const shown = useInTurns(4, linkedToSection);
  const onSaved = useCallback((saved: EditableProfile) => {
    setProfile((p) => ({ ...p, ...saved }));
    // The header's account menu shows the new name and photo at once.
    updateCurrentCustomer(saved);
  }, []);
  // Each section is kept as an element (useMemo), so showing the next one does not render the ones already in again.
  const details = useMemo(
    () => (
      <section className={styles.section} aria-labelledby="profile-details-title" id="details">
        <h3 id="profile-details-title" className={styles.sectionTitle}>
          {t('detailsTitle')}
        </h3>
        <ProfilePhoto profile={profile} onSaved={onSaved} />
        <ProfileForm profile={profile} onSaved={onSaved} />
      </section>
    ),
    [t, profile, onSaved],
  );
  const { name, phoneNumber } = profile;
  const deliveryAddresses = useMemo(
    () => (
      <section className={styles.section} aria-labelledby="profile-addresses-title" id="addresses">
        <h3 id="profile-addresses-title" className={styles.sectionTitle}>
          {t('addressesTitle')}
        </h3>
        <DeliveryAddresses initial={addresses} defaults={{ name, phoneNumber }} />
      </section>
    ),
    [t, addresses, name, phoneNumber],
  );
  const documents = useMemo(() => <DocumentsSection />, []);
  const settings = useMemo(
    () => (
      <section className={styles.section} aria-labelledby="profile-settings-title" id="settings">
        <h3 id="profile-settings-title" className={styles.sectionTitle}>
          {t('settingsTitle')}
        </h3>
        <SettingsForm profile={profile} onSaved={onSaved} />
        {hasPassword !== false ? (
          <ChangePasswordSection isGoogleAccount={profile.isGoogleAccount} />
        ) : (
          !profile.isGoogleAccount && (
            // A phone sign-up has no current password to give: it sets one (issue 21).
            <SetPasswordSection
              confirmedEmail={
                profile.emailVerified && !profile.emailAddress.endsWith('.invalid') ? profile.emailAddress : null
              }
              pendingEmail={profile.pendingEmailAddress ?? null}
            />
          )
        )}
      </section>
    ),
    [t, profile, onSaved, hasPassword],
  );
  return (
    // A screen tall until every section is in, as the placeholder was, so the footer does not come up and go down.
    <div className={shown < 4 ? styles.arriving : undefined}>
      {details}
      {shown > 1 && deliveryAddresses}
      {shown > 2 && documents}
      {shown > 3 && settings}
    </div>
  );
}
