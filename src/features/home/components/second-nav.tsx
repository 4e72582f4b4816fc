import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { HOME_SECTIONS } from '../constants';
import { homeUiActions } from '../home-ui-slice';
import styles from './second-nav.module.css';

/**
 * The home page's second navigation bar: placed right after the hero, it sticks under the top bar once the hero has
 * scrolled away (home UI state `secondNavActive`) and marks the section in view (`secondNavPosition`, 1-based).
 */
export function SecondNav({ heroId }: { heroId: string }) {
  const t = useTranslations('HomePage');
  const dispatch = useAppDispatch();
  const active = useAppSelector((s) => s.homeUi.secondNavActive);
  const position = useAppSelector((s) => s.homeUi.secondNavPosition);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const hero = document.getElementById(heroId);
    const heroObserver = new IntersectionObserver(([entry]) => {
      dispatch(homeUiActions.setSecondNavActive(!entry.isIntersecting));
      // Back at the top no section is in view: the first is marked again only when the bar sticks.
      if (entry.isIntersecting) dispatch(homeUiActions.resetSecondNavPosition());
    });
    if (hero) heroObserver.observe(hero);

    // A section counts as "in view" when it crosses the upper third of the viewport.
    const sectionObserver = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = HOME_SECTIONS.findIndex((s) => s.id === entry.target.id);
          if (index >= 0) dispatch(homeUiActions.setSecondNavPosition(index + 1));
        }
      },
      { rootMargin: '-30% 0px -65% 0px' },
    );
    for (const section of HOME_SECTIONS) {
      const el = document.getElementById(section.id);
      if (el) sectionObserver.observe(el);
    }
    return () => {
      heroObserver.disconnect();
      sectionObserver.disconnect();
      dispatch(homeUiActions.resetSecondNavActive());
      dispatch(homeUiActions.resetSecondNavPosition());
    };
  }, [dispatch, heroId]);

  return (
    <nav aria-label={t('subNavLabel')} className={`${styles.bar} ${active ? styles.active : ''}`} data-active={active}>
      <ul className={styles.list}>
        {HOME_SECTIONS.map((section, index) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              className={styles.link}
              // A section is marked only while the bar sticks (the hero has scrolled away), not over the hero.
              aria-current={active && index + 1 === position ? 'true' : undefined}
              onClick={() => dispatch(homeUiActions.setSecondNavPosition(index + 1))}
            >
              {t(`subNav.${section.key}`)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
