import { print } from 'graphql';
import { publicEnv } from '@/config/env';
import type { UploadProfilePhotoMutation as UploadResult } from '@/graphql/generated/graphql';
import { acceptSessionToken, getSessionToken } from '@/lib/cookies';
import { UploadProfilePhotoMutation } from '../graphql/profile';
import { PHOTO_EXTENSIONS, PHOTO_MAX_BYTES, type PhotoErrorCode } from './profile-rules';

export type UploadPhotoResult = UploadResult['uploadProfilePhoto'];

/** The same checks the server makes first (extension, size), so a wrong file is refused before it is sent. */
export function checkPhotoFile(file: File): PhotoErrorCode | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(PHOTO_EXTENSIONS as readonly string[]).includes(extension)) return 'FILE_TYPE';
  if (file.size > PHOTO_MAX_BYTES) return 'FILE_TOO_LARGE';
  return null;
}

/**
 * Sends uploadProfilePhoto as a GraphQL multipart request over XMLHttpRequest: fetch (and so Apollo's upload link)
 * cannot report upload progress. It carries the same headers as every Apollo request (SPEC §7).
 */
export function uploadProfilePhoto(
  file: File,
  { locale, onProgress }: { locale: string; onProgress: (fraction: number) => void },
): Promise<UploadPhotoResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${publicEnv.shopApiUrl}?languageCode=${locale}`);
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-extra-authorization', publicEnv.extraAuthorization);
    xhr.setRequestHeader('x-api-key', publicEnv.apiKey);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new Error('network'));
    xhr.onload = () => {
      const newToken = xhr.getResponseHeader('vendure-auth-token');
      if (newToken) acceptSessionToken(newToken, token);
      try {
        const body = JSON.parse(xhr.responseText) as { data?: UploadResult; errors?: { message: string }[] };
        if (body.data?.uploadProfilePhoto) resolve(body.data.uploadProfilePhoto);
        else reject(new Error(body.errors?.[0]?.message ?? `status ${xhr.status}`));
      } catch {
        reject(new Error(`status ${xhr.status}`));
      }
    };
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        operationName: 'UploadProfilePhoto',
        query: print(UploadProfilePhotoMutation),
        variables: { file: null },
      }),
    );
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', file, file.name);
    xhr.send(form);
  });
}
