import { useTranslations } from 'next-intl';
import { formatRupiah } from '@/lib/money';
import styles from './product-blocks.module.css';

export interface BatteryOptionCard {
  code: string;
  title: string;
  body: string;
  range: string;
  charging: string;
  /** Price of the variant with this battery and the chosen colour/accent; null when that combination does not exist. */
  price: number | null;
  selected: boolean;
}

/** The battery block's options (single, dual, subscription rental), each choosable for the configured bike. */
export function BatteryOptions({ options, onChoose }: { options: BatteryOptionCard[]; onChoose: (code: string) => void }) {
  const t = useTranslations('ProductPage');
  return (
    <ul className={styles.batteryList}>
      {options.map((option) => (
        <li key={option.code} className={styles.batteryCard} data-selected={option.selected} data-battery={option.code}>
          <h3 className={styles.cardTitle}>{option.title}</h3>
          <p className={styles.cardBody}>{option.body}</p>
          <dl className={styles.batteryFacts}>
            <div>
              <dt>{t('batteryRange')}</dt>
              <dd>{option.range}</dd>
            </div>
            <div>
              <dt>{t('batteryCharging')}</dt>
              <dd>{option.charging}</dd>
            </div>
          </dl>
          <p className={styles.batteryPrice}>
            {option.price === null ? t('batteryUnavailable') : formatRupiah(option.price)}
          </p>
          <button
            type="button"
            className={option.selected ? styles.buttonSelected : styles.buttonOutline}
            aria-pressed={option.selected}
            disabled={option.price === null}
            onClick={() => onChoose(option.code)}
          >
            {option.selected ? t('batterySelected') : t('batteryChoose', { name: option.title })}
          </button>
        </li>
      ))}
    </ul>
  );
}
