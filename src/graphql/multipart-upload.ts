import { print, type DocumentNode } from 'graphql';
import { publicEnv } from '@/config/env';
import { acceptSessionToken, getSessionToken } from '@/lib/cookies';

export class UploadRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends one GraphQL mutation with a file as a multipart request (the spec the Upload scalar follows) through
 * XMLHttpRequest, which reports upload progress (fetch does not), with the same headers as the Apollo link chain
 * and the CSRF-prevention header multipart requests need. Resolves with `data`.
 */
export function multipartUpload<TData>({
  document,
  operationName,
  variables,
  fileVariable,
  file,
  locale,
  onProgress,
}: {
  document: DocumentNode;
  operationName: string;
  variables: Record<string, unknown>;
  fileVariable: string;
  file: File;
  locale: string;
  onProgress?: (percent: number) => void;
}): Promise<TData> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({ operationName, query: print(document), variables: { ...variables, [fileVariable]: null } }),
    );
    form.append('map', JSON.stringify({ 1: [`variables.${fileVariable}`] }));
    form.append('1', file, file.name);
    const xhr = new XMLHttpRequest();
    const url = `${publicEnv.shopApiUrl}${publicEnv.shopApiUrl.includes('?') ? '&' : '?'}languageCode=${locale}`;
    xhr.open('POST', url);
    const token = getSessionToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('x-extra-authorization', publicEnv.extraAuthorization);
    xhr.setRequestHeader('x-api-key', publicEnv.apiKey);
    xhr.setRequestHeader('apollo-require-preflight', 'true');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress)
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const newToken = xhr.getResponseHeader('vendure-auth-token');
      if (newToken) acceptSessionToken(newToken, token);
      try {
        const body = JSON.parse(xhr.responseText) as { data?: TData; errors?: { message: string }[] };
        if (body.data) resolve(body.data);
        else reject(new UploadRequestError(body.errors?.[0]?.message ?? 'Upload failed', xhr.status));
      } catch {
        reject(new UploadRequestError(`Upload failed (${xhr.status})`, xhr.status));
      }
    };
    xhr.onerror = () => reject(new UploadRequestError('Network error', 0));
    xhr.send(form);
  });
}
