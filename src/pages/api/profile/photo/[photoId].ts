import type { NextApiRequest, NextApiResponse } from 'next';
import { proxyPrivateImage } from '@/lib/documents/document-proxy';

/**
 * GET /api/profile/photo/<photoId>: the signed-in customer's own profile photo, through the same private-image
 * proxy as the identity documents (session cookie → bearer token to Vendure's /profile-photo/<photoId>, which
 * answers only the photo's owner).
 */
export default function profilePhoto(req: NextApiRequest, res: NextApiResponse) {
  return proxyPrivateImage(req, res, {
    id: String(req.query.photoId ?? ''),
    idPattern: /^[a-f0-9]{32}$/,
    upstreamPath: (id) => `/profile-photo/${id}`,
  });
}
