import type { ReactNode } from 'react';
import profileStyles from '../profile/profile.module.css';

/** The /profile card of a password form (change or set), titled for screen readers: plain HTML (issue 19). */
export function PasswordSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={profileStyles.section} aria-labelledby={id}>
      <h3 id={id} className={profileStyles.cardTitle}>
        {title}
      </h3>
      {children}
    </section>
  );
}
