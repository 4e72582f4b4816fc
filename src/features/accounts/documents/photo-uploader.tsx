import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { formatFileSize } from '@/lib/file-size';
import type { CustomerDocumentType, IdentityCardKind } from '@/graphql/generated/graphql';
import { checkFile, DOCUMENT_ACCEPT, DOCUMENT_UPLOAD_ERROR_CODES, type DocumentUploadErrorCode } from './rules';
import { uploadDocumentImage, UploadRequestError } from './upload-document-image';
import { MuiScope } from '@/components/mui-scope';

type UploadErrorKey = DocumentUploadErrorCode | 'network';
const KNOWN: readonly string[] = DOCUMENT_UPLOAD_ERROR_CODES;

export interface PhotoUploaderProps {
  type: CustomerDocumentType;
  kind?: IdentityCardKind | null;
  /** The document's name for labels, e.g. "KTP". */
  documentLabel: string;
  hasImage: boolean;
  onUploaded: () => void;
}

/** Pick a photo, see it, send it with progress; every refusal (here or from the server) has a translated message. */
export function PhotoUploader({ type, kind, documentLabel, hasImage, onUploaded }: PhotoUploaderProps) {
  const t = useTranslations('Documents');
  const locale = useLocale();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  // A file the browser cannot show as an image (a PDF, a damaged photo) gets a file icon and its name instead.
  const [previewFailed, setPreviewFailed] = useState(false);
  const [retryMinutes, setRetryMinutes] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<UploadErrorKey | null>(null);
  const [done, setDone] = useState(false);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reset = () => {
    setFile(null);
    setPreview(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onPick = (picked: File | undefined) => {
    setDone(false);
    setError(null);
    if (!picked) return reset();
    const code = checkFile(picked);
    if (code) {
      setError(code);
      reset();
      return;
    }
    setFile(picked);
    setPreviewFailed(false);
    const isImage = picked.type.startsWith('image/');
    setPreview(isImage && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(picked) : null);
  };

  const send = async () => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const result = await uploadDocumentImage({ type, kind, file, locale, onProgress: setProgress });
      if (result.__typename === 'CustomerDocument') {
        reset();
        setDone(true);
        onUploaded();
      } else {
        const code = 'errorCode' in result ? (result.errorCode as UploadErrorKey) : null;
        const retryAfter = 'retryAfterSeconds' in result ? result.retryAfterSeconds : null;
        setRetryMinutes(retryAfter ? Math.ceil(retryAfter / 60) : null);
        setError(code && KNOWN.includes(code) ? code : 'DOCUMENT_IMAGE_INVALID');
      }
    } catch (e) {
      setError(e instanceof UploadRequestError && e.status === 413 ? 'DOCUMENT_FILE_TOO_LARGE' : 'network');
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <MuiScope>
      <Box sx={{ mt: 2 }}>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={DOCUMENT_ACCEPT}
          aria-hidden="true"
          aria-label={t('choosePhotoFor', { document: documentLabel })}
          data-testid={`document-file-${type}`}
          style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          tabIndex={-1}
          onChange={(e) => onPick(e.target.files?.[0])}
          disabled={busy}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            disabled={busy}
            onClick={() => inputRef.current?.click()}
            aria-label={t(hasImage ? 'replacePhotoFor' : 'choosePhotoFor', { document: documentLabel })}
            aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          >
            {hasImage ? t('replacePhoto') : t('choosePhoto')}
          </Button>
          {file && (
            <>
              <Button variant="contained" onClick={send} disabled={busy}>
                {t('upload')}
              </Button>
              <Button variant="text" onClick={reset} disabled={busy}>
                {t('removeChoice')}
              </Button>
            </>
          )}
        </Box>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('photoLimit')}
        </Typography>
        {file && preview && !previewFailed ? (
          <Box
            component="img"
            src={preview}
            alt={t('preview')}
            onError={() => setPreviewFailed(true)}
            sx={{
              mt: 1.5,
              display: 'block',
              maxWidth: '100%',
              maxHeight: 220,
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
            }}
          />
        ) : (
          file && (
            <Box
              data-testid="file-icon"
              sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
            >
              <SvgIcon aria-hidden="true" fontSize="large">
                <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5Z" />
              </SvgIcon>
              <Typography variant="body2">{t('noPreview')}</Typography>
            </Box>
          )
        )}
        {file && (
          <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {file.name} · {formatFileSize(file.size, locale)}
          </Typography>
        )}
        {busy && (
          <Box sx={{ mt: 1.5 }} role="status">
            <LinearProgress variant="determinate" value={progress ?? 0} aria-label={t('uploadProgress')} />
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t('uploading', { percent: progress ?? 0 })}
            </Typography>
          </Box>
        )}
        {error && (
          <Alert id={errorId} severity="error" sx={{ mt: 1.5 }}>
            {error === 'DOCUMENT_TOO_MANY_UPLOADS' && retryMinutes
              ? t('uploadErrors.DOCUMENT_TOO_MANY_UPLOADS_RETRY', { minutes: retryMinutes })
              : t(`uploadErrors.${error}`)}
          </Alert>
        )}
        {done && (
          <Alert severity="success" sx={{ mt: 1.5 }} role="status">
            {t('uploaded')}
          </Alert>
        )}
      </Box>
    </MuiScope>
  );
}
