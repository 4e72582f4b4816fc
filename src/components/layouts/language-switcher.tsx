import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@/components/seo/visually-hidden';
import type { locales } from '@/lib/i18n';
import styles from './top-menu.module.css';

// The menu (and MUI's popover machinery) loads on the first click, not with every page.
const LanguageMenu = dynamic(() => import('./language-menu').then((m) => m.LanguageMenu));

/** Switches between English and Indonesian on the same page and remembers the choice in NEXT_LOCALE. */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = (router.locale ?? 'en') as (typeof locales)[number];

  return (
    <>
      <button
        type="button"
        className={styles.language}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.7 15.7 0 0 0 1.3 3.6A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.6A15.7 15.7 0 0 0 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1-2.3 1.3-3.6h3a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span aria-hidden>{current.toUpperCase()}</span>
        <VisuallyHidden>{`${t('label')}: ${t(current)}`}</VisuallyHidden>
      </button>
      {anchor && <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />}
    </>
  );
}
