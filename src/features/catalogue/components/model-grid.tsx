import { useTranslations } from 'next-intl';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { ModelCard } from './model-card';
import styles from './model-card.module.css';

/** The motorcycle cards as a list, or a friendly note when the catalogue is empty. */
export function ModelGrid({ models }: { models: ModelCard_ProductFragment[] }) {
  const t = useTranslations('Home');
  if (models.length === 0) return <p>{t('modelsEmpty')}</p>;
  return (
    <ul className={styles.grid}>
      {models.map((model, index) => (
        <li key={model.id}>
          <ModelCard product={model} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
