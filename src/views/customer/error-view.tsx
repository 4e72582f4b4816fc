import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { SeoHead } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';

/** The 404 and 500 pages: a clear message and a way back, never a stack trace. */
export function ErrorView({ kind }: { kind: 'notFound' | 'serverError' }) {
  const t = useTranslations('Errors');
  const tSeo = useTranslations('Seo');
  const tCommon = useTranslations('Common');
  return (
    <>
      <SeoHead title={`${t(`${kind}Title`)} | Alva`} noindex />
      <SeoHeading>{tSeo(`headings.${kind}`)}</SeoHeading>
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <Typography component="p" variant="h1" sx={{ color: 'primary.main' }}>
          {kind === 'notFound' ? '404' : '500'}
        </Typography>
        <Typography component="h2" variant="h3" sx={{ mt: 2 }}>
          {t(`${kind}Title`)}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t(`${kind}Body`)}
        </Typography>
        <Button component={Link} href="/" variant="contained" sx={{ mt: 4 }}>
          {tCommon('backHome')}
        </Button>
      </Container>
    </>
  );
}
