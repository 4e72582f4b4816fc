import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { PsGuidebookQuery } from '../graphql/pstools';
import { nativeButtonClass, Notice } from '@/components/ui/native-button';
import { useShopQuery } from '@/graphql/use-shop-query';
import styles from './pstools.module.css';

/** SPEC §9 stored key: the guidebook version this device's staff member last opened. */
export const GUIDEBOOK_VERSION_KEY = 'guidebookVersion';

/** Tells the navigator's badge that the guidebook was just opened. */
const READ_EVENT = 'pstools:guidebook-read';

export function readGuidebookVersion(): string | null {
  try {
    return window.localStorage.getItem(GUIDEBOOK_VERSION_KEY);
  } catch {
    return null;
  }
}

/** The Indonesian edition sits next to the English one with an "-id" suffix (public/guidebook, made by backend/scripts/make-guidebook.cjs). */
export const guidebookUrl = (pdfUrl: string, locale: string) =>
  locale === 'id' ? pdfUrl.replace(/\.pdf$/, '-id.pdf') : pdfUrl;

/** Whether a published guidebook is newer than the one last read here (the navigator's badge). */
export function useNewGuidebook(): boolean {
  const { data } = useShopQuery(PsGuidebookQuery);
  const [lastRead, setLastRead] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => setLastRead(readGuidebookVersion());
    read();
    window.addEventListener(READ_EVENT, read);
    return () => window.removeEventListener(READ_EVENT, read);
  }, []);
  const current = data?.guidebook?.version;
  return !!current && lastRead !== undefined && lastRead !== current;
}

/** The guidebook: the current PDF opens in a new tab; opening it stores its version as read. */
export function GuidebookPanel() {
  const t = useTranslations('PsTools');
  const locale = useLocale();
  const { data, loading } = useShopQuery(PsGuidebookQuery);
  const [lastRead, setLastRead] = useState<string | null>(null);
  useEffect(() => setLastRead(readGuidebookVersion()), []);
  const book = data?.guidebook;
  if (loading) return <p className={styles.text}>{t('loading')}</p>;
  if (!book) return <p className={styles.text}>{t('guidebook.none')}</p>;
  const isNew = lastRead !== book.version;
  return (
    <div className={styles.guidebook}>
      <h2 className={styles.title}>{book.title}</h2>
      <p className={styles.muted}>{t('guidebook.version', { version: book.version })}</p>
      {isNew && (
        <Notice severity="info" role="status" data-testid="guidebook-new">
          {lastRead ? t('guidebook.newer', { version: book.version, read: lastRead }) : t('guidebook.unread')}
        </Notice>
      )}
      <div>
        <a
          className={nativeButtonClass({ variant: 'contained', size: 'large' })}
          href={guidebookUrl(book.pdfUrl, locale)}
          target="_blank"
          rel="noopener"
          onClick={() => {
            try {
              window.localStorage.setItem(GUIDEBOOK_VERSION_KEY, book.version);
            } catch {
              // Storage disabled: the announcement shows again next time.
            }
            setLastRead(book.version);
            window.dispatchEvent(new Event(READ_EVENT));
          }}
        >
          {t('guidebook.open')}
        </a>
      </div>
    </div>
  );
}
