import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './native-tabs.module.css';

export interface NativeTab<K extends string> {
  key: K;
  label: ReactNode;
}

/** The ids that tie a tab to its panel: "<idPrefix>-tab-<key>" and "<idPrefix>-panel-<key>". */
export const tabIds = (idPrefix: string, key: string) => ({
  tab: `${idPrefix}-tab-${key}`,
  panel: `${idPrefix}-panel-${key}`,
});

/**
 * A tab bar in MUI's scrollable Tabs look without its JavaScript (issue 19), on the ARIA tabs pattern: one tab in the
 * tab order (roving tabindex), arrow keys, Home and End move and select (automatic activation, as MUI's Tabs), each
 * tab names its panel (aria-controls). The caller renders the selected panel with `tabPanelProps`.
 */
export function NativeTabs<K extends string>({
  label,
  idPrefix,
  tabs,
  value,
  onChange,
}: {
  /** The tab list's accessible name. */
  label: string;
  idPrefix: string;
  tabs: readonly NativeTab<K>[];
  value: K;
  onChange: (key: K) => void;
}) {
  const refs = useRef(new Map<K, HTMLButtonElement>());
  const select = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    refs.current.get(next.key)?.focus();
    onChange(next.key);
  };
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === value);
    const move = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (move === undefined) return;
    event.preventDefault();
    select(move);
  }
  return (
    <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.key === value;
        const ids = tabIds(idPrefix, tab.key);
        return (
          <button
            key={tab.key}
            ref={(node) => {
              if (node) refs.current.set(tab.key, node);
              else refs.current.delete(tab.key);
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={ids.panel}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}

/** The props of the selected tab's panel (role, id, its tab as its name, focusable as the pattern asks). */
export const tabPanelProps = (idPrefix: string, key: string) => ({
  role: 'tabpanel',
  id: tabIds(idPrefix, key).panel,
  'aria-labelledby': tabIds(idPrefix, key).tab,
  tabIndex: 0,
});
