import Button from '@mui/material/Button';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@/components/seo/visually-hidden';
import { LanguageIcon } from '@/components/ui/icons';
import type { locales } from '@/lib/i18n';

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
      <Button
        color="inherit"
        startIcon={<LanguageIcon fontSize="small" />}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ minWidth: 0 }}
      >
        <span aria-hidden>{current.toUpperCase()}</span>
        <VisuallyHidden>{`${t('label')}: ${t(current)}`}</VisuallyHidden>
      </Button>
      {anchor && <LanguageMenu id={menuId} anchor={anchor} current={current} onClose={() => setAnchor(null)} />}
    </>
  );
}
