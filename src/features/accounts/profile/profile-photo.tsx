import { useLocale, useTranslations } from 'next-intl';
import { type ChangeEvent, useId, useState } from 'react';
import { NativeButton, Notice } from '@/components/ui/native-button';
import { useShopRequest } from '@/graphql/use-shop-query';
import { DeleteProfilePhotoMutation } from '../graphql/profile';
import type { EditableProfile } from './profile-form';
import { PHOTO_MAX_BYTES, type PhotoErrorCode } from './profile-rules';
import styles from './profile.module.css';
import { checkPhotoFile, uploadProfilePhoto } from './upload-photo';

const MAX_MB = PHOTO_MAX_BYTES / (1024 * 1024);

/** Profile photo: pick a JPG/PNG (≤ 5 MB), upload with progress, or remove it. Served privately to its owner. */
export function ProfilePhoto({
  profile,
  onSaved,
}: {
  profile: EditableProfile;
  onSaved: (p: EditableProfile) => void;
}) {
  const t = useTranslations('ProfileForm');
  const locale = useLocale();
  const inputId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const request = useShopRequest();
  const [removing, setRemoving] = useState(false);

  const photoError = (code: PhotoErrorCode | string, retryAfterSeconds?: number | null) =>
    code === 'FILE_TOO_LARGE'
      ? t('photoErrors.FILE_TOO_LARGE', { max: MAX_MB })
      : code === 'FILE_TYPE'
        ? t('photoErrors.FILE_TYPE')
        : code === 'TOO_MANY_UPLOADS'
          ? t('photoErrors.TOO_MANY_UPLOADS', { minutes: Math.max(1, Math.ceil((retryAfterSeconds ?? 60) / 60)) })
          : t('photoErrors.FILE_CONTENT');

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file || progress !== null) return;
    setNotice(null);
    const local = checkPhotoFile(file);
    if (local) {
      setNotice({ severity: 'error', text: photoError(local) });
      return;
    }
    setProgress(0);
    try {
      const result = await uploadProfilePhoto(file, { locale, onProgress: setProgress });
      if (result.__typename === 'ProfileCustomerUpdated') {
        onSaved(result.profile);
        setNotice({ severity: 'success', text: t('photoSaved') });
      } else if (result.__typename === 'ProfilePhotoError') {
        setNotice({ severity: 'error', text: photoError(result.code, result.retryAfterSeconds) });
      } else {
        setNotice({ severity: 'error', text: t('photoErrors.FILE_CONTENT') });
      }
    } catch {
      setNotice({ severity: 'error', text: t('photoErrors.FILE_CONTENT') });
    } finally {
      setProgress(null);
    }
  }

  async function onRemove() {
    setNotice(null);
    setRemoving(true);
    try {
      const { deleteProfilePhoto } = await request(DeleteProfilePhotoMutation);
      if (deleteProfilePhoto) {
        onSaved(deleteProfilePhoto);
        setNotice({ severity: 'success', text: t('photoRemoved') });
      }
    } catch {
      setNotice({ severity: 'error', text: t('system') });
    } finally {
      setRemoving(false);
    }
  }

  const initial = profile.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <div className={styles.photo}>
      {profile.photoURL ? (
        // A private, same-origin route that needs the session cookie: not for next/image's optimiser.
        <img
          className={styles.avatar}
          src={profile.photoURL}
          alt={t('photoAlt', { name: profile.name })}
          width={96}
          height={96}
        />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initial}
        </span>
      )}
      <div className={styles.photoBody}>
        <div>
          <p className={styles.who}>{profile.name}</p>
          {!profile.emailAddress.endsWith('.invalid') && <p className={styles.help}>{profile.emailAddress}</p>}
        </div>
        <div className={styles.actions}>
          <input
            id={inputId}
            className={styles.fileInput}
            type="file"
            accept="image/jpeg,image/png,.jpg,.jpeg,.png"
            onChange={onFile}
            disabled={progress !== null}
            aria-describedby={`${inputId}-hint`}
          />
          <label htmlFor={inputId} className={styles.fileLabel}>
            {profile.photoURL ? t('changePhoto') : t('uploadPhoto')}
          </label>
          {profile.photoURL && (
            <NativeButton variant="outlined" onClick={onRemove} busy={removing} disabled={progress !== null}>
              {t('removePhoto')}
            </NativeButton>
          )}
        </div>
        <p id={`${inputId}-hint`} className={styles.help}>
          {t('photoHint', { max: MAX_MB })}
        </p>
        {progress !== null && (
          <div role="status">
            <progress
              className={styles.progress}
              max={100}
              value={Math.round(progress * 100)}
              aria-label={t('uploading')}
            />
            <span className={styles.help}> {t('uploadProgress', { percent: Math.round(progress * 100) })}</span>
          </div>
        )}
        {notice && (
          <Notice severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </Notice>
        )}
      </div>
    </div>
  );
}
