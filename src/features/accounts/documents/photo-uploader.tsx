import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { formatFileSize } from '@/lib/file-size';
import type { CustomerDocumentType, IdentityCardKind } from '@/graphql/generated/graphql';
import { checkFile, DOCUMENT_ACCEPT, DOCUMENT_UPLOAD_ERROR_CODES, type DocumentUploadErrorCode } from './rules';
import styles from './photo-uploader.module.css';
import { uploadDocumentImage, UploadRequestError } from './upload-document-image';

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

/**
 * Pick a photo, see it, send it with progress; every refusal (here or from the server) has a translated message.
 * Plain HTML and CSS (issue 19): it shows on /profile, and in the purchase and installment flows.
 */
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
    <div className={styles.uploader}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={DOCUMENT_ACCEPT}
        aria-hidden="true"
        aria-label={t('choosePhotoFor', { document: documentLabel })}
        data-testid={`document-file-${type}`}
        className={styles.fileInput}
        tabIndex={-1}
        onChange={(e) => onPick(e.target.files?.[0])}
        disabled={busy}
      />
      <div className={styles.buttons}>
        <NativeButton
          variant="outlined"
          disabled={busy}
          onClick={() => inputRef.current?.click()}
          aria-label={t(hasImage ? 'replacePhotoFor' : 'choosePhotoFor', { document: documentLabel })}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
        >
          {hasImage ? t('replacePhoto') : t('choosePhoto')}
        </NativeButton>
        {file && (
          <>
            <NativeButton onClick={send} disabled={busy}>
              {t('upload')}
            </NativeButton>
            <NativeButton variant="text" onClick={reset} disabled={busy}>
              {t('removeChoice')}
            </NativeButton>
          </>
        )}
      </div>
      <p id={hintId} className={`${styles.small} ${styles.muted} ${styles.hint}`}>
        {t('photoLimit')}
      </p>
      {file && preview && !previewFailed ? (
        <img src={preview} alt={t('preview')} onError={() => setPreviewFailed(true)} className={styles.preview} />
      ) : (
        file && (
          <div data-testid="file-icon" className={styles.fileIcon}>
            <svg viewBox="0 0 24 24" width="35" height="35" fill="currentColor" aria-hidden="true" focusable="false">
              <path d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5Z" />
            </svg>
            <p className={styles.small}>{t('noPreview')}</p>
          </div>
        )
      )}
      {file && (
        <p className={`${styles.small} ${styles.below}`}>
          {file.name} · {formatFileSize(file.size, locale)}
        </p>
      )}
      {busy && (
        <div className={styles.spaced} role="status">
          <ProgressBar value={progress ?? 0} label={t('uploadProgress')} />
          <p className={`${styles.small} ${styles.below}`}>{t('uploading', { percent: progress ?? 0 })}</p>
        </div>
      )}
      {error && (
        <Notice id={errorId} severity="error" role="alert" className={styles.spaced}>
          {error === 'DOCUMENT_TOO_MANY_UPLOADS' && retryMinutes
            ? t('uploadErrors.DOCUMENT_TOO_MANY_UPLOADS_RETRY', { minutes: retryMinutes })
            : t(`uploadErrors.${error}`)}
        </Notice>
      )}
      {done && (
        <Notice severity="success" role="status" className={styles.spaced}>
          {t('uploaded')}
        </Notice>
      )}
    </div>
  );
}
