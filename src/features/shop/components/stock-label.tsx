import { useTranslations } from 'next-intl';
import type { Stock } from '../stock';
import styles from './shop.module.css';

/** "In stock", "Only N left" or "Out of stock". */
export function useStockText() {
  const t = useTranslations('Shop.stock');
  return (stock: Stock) =>
    stock.kind === 'out'
      ? t('out')
      : stock.kind === 'low'
        ? stock.count === null
          ? t('lowNoCount')
          : t('low', { count: stock.count })
        : t('in');
}

export function StockLabel({ stock, className }: { stock: Stock; className?: string }) {
  const text = useStockText();
  const tone = stock.kind === 'out' ? styles.stockOut : stock.kind === 'low' ? styles.stockLow : '';
  return <p className={[styles.stock, tone, className].filter(Boolean).join(' ')}>{text(stock)}</p>;
}
