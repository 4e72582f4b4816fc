import dynamic from 'next/dynamic';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import type {
  CustomerDocumentType,
  DocumentsSection_DocumentFragment,
  IdentityCardKind,
} from '@/graphql/generated/graphql';
import { useShopRequest } from '@/graphql/use-shop-query';
import styles from './documents.module.css';
import { CustomerDeleteDocumentMutation } from './graphql/documents';
import { PhotoUploader } from './photo-uploader';

// MUI's modal, loaded on the first Delete: the card itself is plain HTML (issue 19).
const ConfirmDeleteDialog = dynamic(() =>
  import('../components/confirm-delete-dialog').then((m) => m.ConfirmDeleteDialog),
);

export interface DocumentCardProps {
  type: CustomerDocumentType;
  document: DocumentsSection_DocumentFragment | undefined;
  /** The identity-card kind the form has selected (used for a first upload). */
  kind: IdentityCardKind;
  onChanged: () => void;
}

/** One document: masked number, photo (view in a new tab), upload or replace, delete with confirmation. */
export function DocumentCard({ type, document: doc, kind, onChanged }: DocumentCardProps) {
  const t = useTranslations('Documents');
  const format = useFormatter();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'deleted' | 'failed' | null>(null);
  const request = useShopRequest();
  const [loading, setLoading] = useState(false);
  const title = type === 'IDENTITY_CARD' ? t('identityCard') : t('taxCard');
  const short = type === 'TAX_CARD' ? t('kindShort.TAX_CARD') : t(`kindShort.${doc?.kind ?? kind}`);

  const onDelete = async () => {
    setLoading(true);
    try {
      const data = await request(CustomerDeleteDocumentMutation, { type });
      setConfirming(false);
      if (data.customerDeleteDocument.result === 'DELETED') {
        setStatus('deleted');
        onChanged();
      } else setStatus('failed');
    } catch {
      setConfirming(false);
      setStatus('failed');
    } finally {
      setLoading(false);
    }
  };

  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div>
        <h4 id={titleId} className={styles.cardTitle}>
          {title}
        </h4>
        {!doc ? (
          <p className={`${styles.muted} ${styles.details}`}>{t('empty')}</p>
        ) : (
          <div className={styles.details}>
            <p className={styles.number}>
              <span className={styles.label}>
                {doc.kind ? `${t(`kindShort.${doc.kind}`)} · ` : ''}
                {t('number')}:{' '}
              </span>
              {doc.maskedNumber ? (
                <span className={styles.masked} data-testid={`masked-${type}`}>
                  {doc.maskedNumber}
                </span>
              ) : (
                t('noNumber')
              )}
            </p>
            {doc.hasImage && doc.imageUrl ? (
              <div className={styles.photo}>
                <a href={doc.imageUrl} target="_blank" rel="noopener noreferrer">
                  <img
                    src={doc.imageUrl}
                    alt={t('photoAlt', { document: short })}
                    loading="lazy"
                    width={doc.imageWidth ?? undefined}
                    height={doc.imageHeight ?? undefined}
                  />
                </a>
                {doc.imageUploadedAt && (
                  <p className={styles.smallMuted}>
                    {t('uploadedAt', {
                      date: format.dateTime(new Date(doc.imageUploadedAt), { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </p>
                )}
                <a
                  href={doc.imageUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.viewPhoto}
                  aria-label={t('viewPhotoOf', { document: short })}
                >
                  {t('viewPhoto')}
                </a>
              </div>
            ) : (
              <p className={`${styles.muted} ${styles.details}`}>{t('noPhoto')}</p>
            )}
          </div>
        )}
        <PhotoUploader
          type={type}
          kind={type === 'IDENTITY_CARD' ? (doc?.kind ?? kind) : null}
          documentLabel={short}
          hasImage={!!doc?.hasImage}
          onUploaded={() => {
            setStatus(null);
            onChanged();
          }}
        />
      </div>
      {doc && (
        <NativeButton
          variant="text"
          color="error"
          className={styles.deleteButton}
          onClick={() => setConfirming(true)}
          aria-label={t('deleteOf', { document: short })}
        >
          {t('delete')}
        </NativeButton>
      )}
      {status === 'deleted' && (
        <Notice severity="success" role="status">
          {t('deleted')}
        </Notice>
      )}
      {status === 'failed' && (
        <Notice severity="error" role="alert">
          {t('deleteError')}
        </Notice>
      )}
      {confirming && (
        <ConfirmDeleteDialog
          title={t('deleteTitle')}
          cancelLabel={t('cancel')}
          confirmLabel={t('deleteConfirm')}
          busy={loading}
          onConfirm={() => void onDelete()}
          onClose={() => setConfirming(false)}
        >
          {t('deleteBody', { document: short })}
        </ConfirmDeleteDialog>
      )}
    </section>
  );
}
