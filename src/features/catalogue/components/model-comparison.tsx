import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { routes } from '@/config/routes';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { formatRupiah } from '@/lib/money';
import type { ModelFigures } from '../fetch-motorcycles';
import { lowestPrice } from '../variant-selection';
import styles from './model-card.module.css';

/** The figures compared, by specification key, in the order a buyer weighs them. */
const COMPARED = ['rangeSingle', 'rangeDual', 'topSpeed', 'peakPower', 'homeCharge', 'weight', 'seatHeight'] as const;

/**
 * The models side by side (issue 18 point 13): every figure quoted from each model's specification, and the
 * "From" price of the model cards, so the comparison cannot disagree with the product pages.
 */
export function ModelComparison({ models, figures }: { models: ModelCard_ProductFragment[]; figures: ModelFigures[] }) {
  const t = useTranslations('Home');
  const rows = COMPARED.filter((key) => figures.some((model) => model.figures[key]));
  if (!figures.length || !rows.length) return null;
  const priceOf = (slug: string) => {
    const card = models.find((m) => m.slug === slug);
    const price = card ? lowestPrice(card.variants) : null;
    return price === null ? '–' : formatRupiah(price);
  };
  return (
    <div className={styles.compareWrap}>
      <table className={styles.compare}>
        <caption>{t('compareCaption')}</caption>
        <thead>
          <tr>
            <td />
            {figures.map((model) => (
              <th scope="col" key={model.slug}>
                <Link href={routes.productDetail(model.slug)}>{model.name}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((key) => (
            <tr key={key}>
              <th scope="row">{figures.find((model) => model.figures[key])?.figures[key].label}</th>
              {figures.map((model) => (
                <td key={model.slug}>{model.figures[key]?.value ?? '–'}</td>
              ))}
            </tr>
          ))}
          <tr>
            <th scope="row">{t('comparePrice')}</th>
            {figures.map((model) => (
              <td key={model.slug}>{priceOf(model.slug)}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
