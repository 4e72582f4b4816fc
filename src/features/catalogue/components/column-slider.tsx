import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import styles from './product-blocks.module.css';

export interface SlideItem {
  title: string;
  body: string;
}

/**
 * The "column slider" content block: columns in a horizontally scrolling row (scroll snap; swipe on phones),
 * with previous/next buttons that move one column. Every column stays in the document for readers and crawlers.
 */
export function ColumnSlider({ items, label }: { items: SlideItem[]; label: string }) {
  const t = useTranslations('ProductPage');
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);

  const go = (to: number) => {
    const next = Math.max(0, Math.min(items.length - 1, to));
    setIndex(next);
    const el = track.current?.children[next] as HTMLElement | undefined;
    if (el && track.current) track.current.scrollTo({ left: el.offsetLeft - track.current.offsetLeft, behavior: 'smooth' });
  };

  const onScroll = () => {
    const el = track.current;
    if (!el) return;
    const first = el.children[0] as HTMLElement | undefined;
    const width = first ? first.offsetWidth + 16 : el.clientWidth;
    setIndex(Math.round(el.scrollLeft / width));
  };

  return (
    <div className={styles.slider}>
      {/* Focusable so keyboard users can scroll it too (it overflows on small screens). */}
      <ul ref={track} className={styles.sliderTrack} aria-label={label} onScroll={onScroll} tabIndex={0}>
        {items.map((item, i) => (
          <li key={i} className={styles.slide} aria-label={t('slideOf', { index: i + 1, count: items.length })}>
            <h3 className={styles.slideTitle}>{item.title}</h3>
            <p className={styles.slideBody}>{item.body}</p>
          </li>
        ))}
      </ul>
      <div className={styles.sliderControls}>
        <button type="button" className={styles.roundButton} onClick={() => go(index - 1)} disabled={index <= 0}>
          <span aria-hidden="true">←</span>
          <span className={styles.visuallyHidden}>{t('previous')}</span>
        </button>
        <span aria-live="polite" className={styles.sliderStatus}>
          {t('slideOf', { index: Math.min(index + 1, items.length), count: items.length })}
        </span>
        <button
          type="button"
          className={styles.roundButton}
          onClick={() => go(index + 1)}
          disabled={index >= items.length - 1}
        >
          <span aria-hidden="true">→</span>
          <span className={styles.visuallyHidden}>{t('next')}</span>
        </button>
      </div>
    </div>
  );
}
