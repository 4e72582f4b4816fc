import { useTranslations } from 'next-intl';
import { type KeyboardEvent, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { USP_TABS, type UspTab } from '../constants';
import { homeUiActions } from '../home-ui-slice';
import styles from './usp-tabs.module.css';

/**
 * The unique-selling-points section as an ARIA tablist (automatic activation): arrow keys move between tabs,
 * Home/End jump to the ends, only the active tab is in the tab order. The active tab is home UI state.
 */
export function UspTabs() {
  const t = useTranslations('HomePage');
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state) => state.homeUi.uspActiveTab);
  const active: UspTab = (USP_TABS as readonly number[]).includes(stored) ? (stored as UspTab) : 1;
  const tabRefs = useRef<Record<number, HTMLButtonElement | null>>({});

  const select = (tab: UspTab, focus = false) => {
    dispatch(homeUiActions.setUspActiveTab(tab));
    if (focus) tabRefs.current[tab]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = USP_TABS.indexOf(active);
    const last = USP_TABS.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowDown: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(USP_TABS[next], true);
  };

  return (
    <div className={styles.root}>
      <div role="tablist" aria-label={t('uspTabsLabel')} className={styles.tablist}>
        {USP_TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              tabRefs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`usp-tab-${tab}`}
            aria-selected={tab === active}
            aria-controls={`usp-panel-${tab}`}
            tabIndex={tab === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(tab)}
            onKeyDown={onKeyDown}
          >
            <span className={styles.tabNumber} aria-hidden="true">
              0{tab}
            </span>
            {t(`usp.${tab}.tab`)}
          </button>
        ))}
      </div>
      {USP_TABS.map((tab) => (
        <div
          key={tab}
          role="tabpanel"
          id={`usp-panel-${tab}`}
          aria-labelledby={`usp-tab-${tab}`}
          hidden={tab !== active}
          tabIndex={0}
          className={styles.panel}
        >
          <h3 className={styles.panelTitle}>{t(`usp.${tab}.title`)}</h3>
          <p className={styles.panelBody}>{t(`usp.${tab}.body`)}</p>
        </div>
      ))}
    </div>
  );
}
