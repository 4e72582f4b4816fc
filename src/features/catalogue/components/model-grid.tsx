import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import type { ModelCard_ProductFragment } from '@/graphql/generated/graphql';
import { ModelCard } from './model-card';

/** The motorcycle cards as a list, or a friendly note when the catalogue is empty. */
export function ModelGrid({ models }: { models: ModelCard_ProductFragment[] }) {
  const t = useTranslations('Home');
  if (models.length === 0) return <Typography>{t('modelsEmpty')}</Typography>;
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {models.map((model, index) => (
        <Grid key={model.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <ModelCard product={model} priority={index === 0} />
        </Grid>
      ))}
    </Grid>
  );
}
