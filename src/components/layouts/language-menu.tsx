import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Link from '@/components/ui/link';
import { useRouter } from 'next/router';
import { useTranslations } from 'next-intl';
import { cookieNames } from '@/lib/cookies';
import { locales, type Locale } from '@/lib/i18n';
import { MuiScope } from '@/components/mui-scope';

interface LanguageMenuProps {
  id: string;
  anchor: HTMLElement;
  current: Locale;
  onClose: () => void;
}

/** The languages, each a link to the same page in that language; the choice is kept in NEXT_LOCALE. */
export function LanguageMenu({ id, anchor, current, onClose }: LanguageMenuProps) {
  const t = useTranslations('LanguageSwitcher');
  const router = useRouter();
  const remember = (locale: Locale) => {
    document.cookie = `${cookieNames.locale}=${locale}; path=/; max-age=31536000; samesite=lax`;
    onClose();
  };
  return (
    <MuiScope>
      <Menu id={id} anchorEl={anchor} open onClose={onClose}>
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
    </MuiScope>
  );
}
