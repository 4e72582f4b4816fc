import type { NextApiRequest, NextApiResponse } from 'next';
import { proxyDocumentImage } from '@/lib/documents/document-proxy';

export const config = { api: { responseLimit: false } };

/** An identity-document photo for its owner (the session cookie becomes Vendure's bearer token). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return proxyDocumentImage(req, res);
}
