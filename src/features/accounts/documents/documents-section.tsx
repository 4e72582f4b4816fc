import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { LoadingPanel } from '@/components/ui/loading-panel';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useShopQuery } from '@/graphql/use-shop-query';
import profileStyles from '../profile/profile.module.css';
import { DocumentCard } from './document-card';
import styles from './documents.module.css';
import { CustomerDocumentsQuery } from './graphql/documents';
import { NumbersForm } from './numbers-form';
import type { IdentityKind } from './rules';

/**
 * Identity-documents section of /profile (KTP/KITAS, NPWP): the customer's own documents with masked numbers, the
 * photo (served by /api/documents/[id] to its owner only), upload with progress, numbers form, delete. Plain HTML
 * and CSS; only the delete confirmation is MUI, loaded when it opens (issue 19).
 */
export function DocumentsSection() {
  const t = useTranslations('Documents');
  const { data, loading, error, refetch } = useShopQuery(CustomerDocumentsQuery);
  const [kindChoice, setKindChoice] = useState<IdentityKind | null>(null);
  const docs = data?.customerDocuments ?? [];
  const identity = docs.find((d) => d.type === 'IDENTITY_CARD');
  const tax = docs.find((d) => d.type === 'TAX_CARD');
  const kind: IdentityKind = kindChoice ?? identity?.kind ?? 'KTP';
  const reload = () => void refetch();

  return (
    <section className={profileStyles.section} aria-labelledby="documents-title">
      <h3 id="documents-title" className={profileStyles.cardTitle}>
        {t('title')}
      </h3>
      <p className={`${styles.muted} ${styles.intro}`}>{t('intro')}</p>
      {loading && !data ? (
        <div className={styles.spaced}>
          <LoadingPanel label={t('loading')} />
        </div>
      ) : error && !data ? (
        <Notice
          severity="error"
          role="alert"
          className={styles.spaced}
          action={
            <NativeButton variant="text" size="small" onClick={reload}>
              {t('retry')}
            </NativeButton>
          }
        >
          {t('loadError')}
        </Notice>
      ) : (
        <>
          <div className={styles.cards}>
            <DocumentCard type="IDENTITY_CARD" document={identity} kind={kind} onChanged={reload} />
            <DocumentCard type="TAX_CARD" document={tax} kind={kind} onChanged={reload} />
          </div>
          <NumbersForm
            identity={identity}
            hasTaxNumber={!!tax?.maskedNumber}
            kind={kind}
            onKindChange={setKindChoice}
            onSaved={reload}
          />
        </>
      )}
    </section>
  );
}
