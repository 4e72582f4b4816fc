import skeleton from '@/components/ui/skeleton.module.css';
import styles from './account-area-placeholder.module.css';

/**
 * Holds the account button's place while it loads, so the top bar does not shift. Server-rendered on every page,
 * hence plain CSS (a MUI Skeleton cost every page its module and its styles while hydrating, issue 19).
 */
export function AccountAreaPlaceholder() {
  // Phones and tablets show only the avatar (or nothing, signed out): the placeholder is the avatar's circle.
  return (
    <>
      <span className={`${skeleton.bone} ${styles.avatar}`} aria-hidden />
      <span className={`${skeleton.bone} ${styles.button}`} aria-hidden />
    </>
  );
}
