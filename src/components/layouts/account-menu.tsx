import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { VisuallyHidden } from '@/components/seo/visually-hidden';
import styles from './account-menu.module.css';

// The menu (and MUI's popover machinery) loads on the first click, like the language menu: the button is on every
// page a signed-in customer opens, and MUI's styling engine and themes cost every such page ~100 ms of a phone's
// main thread (issue 19).
const AccountMenuList = dynamic(() => import('./account-menu-list').then((m) => m.AccountMenuList));

interface AccountMenuProps {
  name: string;
  photoURL?: string | null;
  onLogout: () => void;
}

/** The photo, or the name's initial when there is none or it does not load. */
function AccountAvatar({ name, photoURL }: { name: string; photoURL?: string | null }) {
  const [failed, setFailed] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '?';
  return (
    <span className={styles.avatar} aria-hidden>
      {photoURL && !failed ? (
        <img className={styles.photo} src={photoURL} alt="" onError={() => setFailed(true)} />
      ) : (
        initial
      )}
    </span>
  );
}

/** The signed-in customer's button in the top bar (avatar, and the name from 960 px) and the account menu it opens. */
export function AccountMenu({ name, photoURL, onLogout }: AccountMenuProps) {
  const t = useTranslations('AccountMenu');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.button}
        aria-controls={anchor ? menuId : undefined}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <AccountAvatar name={name} photoURL={photoURL} />
        <span className={styles.name} aria-hidden>
          {name}
        </span>
        <VisuallyHidden>{t('open', { name })}</VisuallyHidden>
      </button>
      {anchor && <AccountMenuList id={menuId} anchor={anchor} onClose={() => setAnchor(null)} onLogout={onLogout} />}
    </>
  );
}
