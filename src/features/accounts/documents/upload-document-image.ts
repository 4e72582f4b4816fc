import { print } from 'graphql';
import { publicEnv } from '@/config/env';
import type {
  CustomerDocumentType,
  CustomerUploadDocumentImageMutation as UploadResult,
  IdentityCardKind,
} from '@/graphql/generated/graphql';
import { acceptSessionToken, getSessionToken } from '@/lib/cookies';
import { CustomerUploadDocumentImageMutation } from './graphql/documents';

export type UploadOutcome = UploadResult['customerUploadDocumentImage'];

export interface UploadDocumentImageArgs {
  type: CustomerDocumentType;
  kind?: IdentityCardKind | null;
  file: File;
  locale: string;
  /** 0..100 while the bytes go up (XMLHttpRequest upload progress; fetch has no upload progress). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

export class UploadRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * Sends `customerUploadDocumentImage` as a GraphQL multipart request (the spec the Upload scalar follows) through
 * XMLHttpRequest, with the same headers as the Apollo link chain (bearer token, extra authorization, API key) and
 * the CSRF-prevention header multipart requests need.
 */
export function uploadDocumentImage({
  type,
  kind,
  file,
  locale,
  onProgress,
  signal,
}: UploadDocumentImageArgs): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append(
      'operations',
      JSON.stringify({
        operationName: 'CustomerUploadDocumentImage',
        query: print(CustomerUploadDocumentImageMutation),
        variables: { type, kind: kind ?? null, file: null },
      }),
    );
    form.append('map', JSON.stringify({ 1: ['variables.file'] }));
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
      let body: { data?: UploadResult; errors?: { message: string }[] } | null = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (body?.data?.customerUploadDocumentImage) {
        resolve(body.data.customerUploadDocumentImage);
        return;
      }
      // 413 from a proxy in front of the server, or a multipart limit: the same answer as the size check.
      reject(new UploadRequestError(body?.errors?.[0]?.message ?? xhr.statusText, xhr.status));
    };
    xhr.onerror = () => reject(new UploadRequestError('network', 0));
    xhr.onabort = () => reject(new UploadRequestError('aborted', -1));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
