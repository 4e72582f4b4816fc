import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { DocumentCard } from './document-card';
import { CustomerDocumentsQuery } from './graphql/documents';
import { NumbersForm } from './numbers-form';
import type { IdentityKind } from './rules';

/**
 * Identity-documents section of /profile (KTP/KITAS, NPWP): the customer's own documents with masked numbers, the
 * photo (served by /api/documents/[id] to its owner only), upload with progress, numbers form, delete.
 */
export function DocumentsSection() {
  const t = useTranslations('Documents');
  const { data, loading, error, refetch } = useQuery(CustomerDocumentsQuery, { fetchPolicy: 'network-only' });
  const [kindChoice, setKindChoice] = useState<IdentityKind | null>(null);
  const docs = data?.customerDocuments ?? [];
  const identity = docs.find((d) => d.type === 'IDENTITY_CARD');
  const tax = docs.find((d) => d.type === 'TAX_CARD');
  const kind: IdentityKind = kindChoice ?? identity?.kind ?? 'KTP';
  const reload = () => void refetch();

  return (
    <Paper component="section" variant="outlined" aria-labelledby="documents-title" sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}>
      <Typography id="documents-title" component="h3" variant="h5">
        {t('title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {t('intro')}
      </Typography>
      {loading && !data ? (
        <Box role="status" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mt: 3 }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('loading')}</Typography>
        </Box>
      ) : error && !data ? (
        <Alert
          severity="error"
          sx={{ mt: 3 }}
          action={
            <Button color="inherit" size="small" onClick={reload}>
              {t('retry')}
            </Button>
          }
        >
          {t('loadError')}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'grid', gap: 2, mt: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <DocumentCard type="IDENTITY_CARD" document={identity} kind={kind} onChanged={reload} />
            <DocumentCard type="TAX_CARD" document={tax} kind={kind} onChanged={reload} />
          </Box>
          <NumbersForm
            identity={identity}
            hasTaxNumber={!!tax?.maskedNumber}
            kind={kind}
            onKindChange={setKindChoice}
            onSaved={reload}
          />
        </>
      )}
    </Paper>
  );
}
