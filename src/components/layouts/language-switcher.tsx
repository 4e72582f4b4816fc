import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@/components/seo/visually-hidden';
import { LanguageIcon } from '@/components/ui/icons';
import { cookieNames } from '@/lib/cookies';
import { locales } from '@/lib/i18n';

/** Switches between English and Indonesian on the same page and remembers the choice in NEXT_LOCALE. */
export function LanguageSwitcher() {
  const t = useTranslations('LanguageSwitcher');
  const router = useRouter();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const current = (router.locale ?? 'en') as (typeof locales)[number];

  const remember = (locale: string) => {
    document.cookie = `${cookieNames.locale}=${locale}; path=/; max-age=31536000; samesite=lax`;
    setAnchor(null);
  };

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
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((locale) => (
          <MenuItem
            key={locale}
            component={Link}
            // The current URL; `locale` makes Next prefix it (MUI would read an `as` prop as the element type).
            href={router.asPath}
            locale={locale}
            lang={locale}
            selected={locale === current}
            onClick={() => remember(locale)}
          >
            {t(locale)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
