import type { NextApiRequest, NextApiResponse } from 'next';
import { proxyOrderReceipt } from '@/lib/orders/receipt-proxy';

export const config = { api: { responseLimit: false } };

/** An order's receipt PDF for its customer (the session cookie becomes Vendure's bearer token). */
export default function handler(req: NextApiRequest, res: NextApiResponse) {
  return proxyOrderReceipt(req, res);
}
