import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useFormatter, useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import type {
  CustomerDocumentType,
  DocumentsSection_DocumentFragment,
  IdentityCardKind,
} from '@/graphql/generated/graphql';
import { CustomerDeleteDocumentMutation } from './graphql/documents';
import { PhotoUploader } from './photo-uploader';

export interface DocumentCardProps {
  type: CustomerDocumentType;
  document: DocumentsSection_DocumentFragment | undefined;
  /** The identity-card kind the form has selected (used for a first upload). */
  kind: IdentityCardKind;
  onChanged: () => void;
}

/** One document: masked number, photo (view in a new tab), upload or replace, delete with confirmation. */
export function DocumentCard({ type, document: doc, kind, onChanged }: DocumentCardProps) {
  const t = useTranslations('Documents');
  const format = useFormatter();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'deleted' | 'failed' | null>(null);
  const [remove, { loading }] = useMutation(CustomerDeleteDocumentMutation);
  const title = type === 'IDENTITY_CARD' ? t('identityCard') : t('taxCard');
  const short = type === 'TAX_CARD' ? t('kindShort.TAX_CARD') : t(`kindShort.${doc?.kind ?? kind}`);

  const onDelete = async () => {
    try {
      const { data } = await remove({ variables: { type } });
      setConfirming(false);
      if (data?.customerDeleteDocument.result === 'DELETED') {
        setStatus('deleted');
        onChanged();
      } else setStatus('failed');
    } catch {
      setConfirming(false);
      setStatus('failed');
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} component="h4" variant="h6">
        {title}
      </Typography>
      {!doc ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('empty')}
        </Typography>
      ) : (
        <Box sx={{ mt: 1 }}>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {doc.kind ? `${t(`kindShort.${doc.kind}`)} · ` : ''}
              {t('number')}:{' '}
            </Box>
            {doc.maskedNumber ? (
              <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 1 }} data-testid={`masked-${type}`}>
                {doc.maskedNumber}
              </Box>
            ) : (
              t('noNumber')
            )}
          </Typography>
          {doc.hasImage && doc.imageUrl ? (
            <Box sx={{ mt: 1.5 }}>
              <a href={doc.imageUrl} target="_blank" rel="noopener noreferrer">
                <Box
                  component="img"
                  src={doc.imageUrl}
                  alt={t('photoAlt', { document: short })}
                  loading="lazy"
                  width={doc.imageWidth ?? undefined}
                  height={doc.imageHeight ?? undefined}
                  sx={{ display: 'block', width: '100%', maxWidth: 320, height: 'auto', borderRadius: 1, border: 1, borderColor: 'divider' }}
                />
              </a>
              {doc.imageUploadedAt && (
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('uploadedAt', { date: format.dateTime(new Date(doc.imageUploadedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
                </Typography>
              )}
              <Button
                component="a"
                href={doc.imageUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="small"
                sx={{ mt: 0.5, px: 0 }}
                aria-label={t('viewPhotoOf', { document: short })}
              >
                {t('viewPhoto')}
              </Button>
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('noPhoto')}
            </Typography>
          )}
        </Box>
      )}
      <PhotoUploader
        type={type}
        kind={type === 'IDENTITY_CARD' ? (doc?.kind ?? kind) : null}
        documentLabel={short}
        hasImage={!!doc?.hasImage}
        onUploaded={() => {
          setStatus(null);
          onChanged();
        }}
      />
      {doc && (
        <Button color="error" variant="text" sx={{ mt: 2, ml: -1 }} onClick={() => setConfirming(true)} aria-label={t('deleteOf', { document: short })}>
          {t('delete')}
        </Button>
      )}
      {status === 'deleted' && (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {t('deleted')}
        </Alert>
      )}
      {status === 'failed' && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {t('deleteError')}
        </Alert>
      )}
      <Dialog open={confirming} onClose={() => !loading && setConfirming(false)} aria-labelledby={`${titleId}-dialog`}>
        <DialogTitle id={`${titleId}-dialog`}>{t('deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('deleteBody', { document: short })}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={loading} autoFocus>
            {t('cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={onDelete} disabled={loading}>
            {t('deleteConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
