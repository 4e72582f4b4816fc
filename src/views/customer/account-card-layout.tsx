import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SeoHead, type PageMeta } from '@/components/seo/seo-head';
import { SeoHeading } from '@/components/seo/seo-heading';

/** The card the account pages share: hidden SEO h1, visible title and subtitle, the form (a browserApolloPart). */
export function AccountCardLayout({
  meta,
  seoHeading,
  title,
  subtitle,
  children,
}: {
  meta: PageMeta | null;
  seoHeading: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <>
      <SeoHead meta={meta} title={`${title} | Alva`} noindex />
      <SeoHeading>{seoHeading}</SeoHeading>
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography component="h2" variant="h2">
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
          <Box sx={{ mt: 3 }}>{children}</Box>
        </Paper>
      </Container>
    </>
  );
}
