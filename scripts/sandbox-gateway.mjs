#!/usr/bin/env node
/**
 * Local sandbox payment gateway: speaks the subset of the Midtrans Core API (v2) that the back end's gateway adapter
 * uses (POST /v2/charge, GET /v2/:orderId/status, POST /v2/:orderId/cancel, Basic auth with the server key) and sends
 * signed HTTP notifications (SHA-512 of order_id + status_code + gross_amount + server key) to the Vendure server.
 * A tester opens http://localhost:<port>/ (or the payment's own page, /pay/<orderId>) and pays, fails or expires a
 * payment; pending payments also expire by themselves at their expiry time. Transactions live in memory.
 *
 * Run: node scripts/sandbox-gateway.mjs  (env: SANDBOX_GATEWAY_PORT, default 3002; MIDTRANS_SERVER_KEY;
 * SANDBOX_NOTIFY_URL, default http://localhost:$VENDURE_PORT/payments/midtrans/notification). scripts/stack.mjs
 * starts it in dev and start modes. Tests import startSandboxGateway().
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

export const DEV_SERVER_KEY = 'SB-Mid-server-alva-local-sandbox';

const sign = (orderId, statusCode, grossAmount, key) =>
  createHash('sha512').update(`${orderId}${statusCode}${grossAmount}${key}`).digest('hex');

const escapeHtml = (s) =>
  String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const jakartaTime = (date) => new Date(date.getTime() + 7 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);

/** Starts the gateway; resolves to { url, port, close(), transactions, setStatus(orderId, status) }. */
export function startSandboxGateway({
  port = 3002,
  host = '127.0.0.1',
  serverKey = DEV_SERVER_KEY,
  notifyUrl,
  publicUrl,
  log = (msg) => console.log(`[sandbox-gateway] ${msg}`),
} = {}) {
  const transactions = new Map();
  const timers = new Map();
  const base = () => publicUrl || `http://localhost:${server.address().port}`;

  const view = (t) => ({
    status_code: t.transaction_status === 'pending' ? '201' : t.transaction_status === 'settlement' ? '200' : '202',
    status_message: `Sandbox transaction is ${t.transaction_status}`,
    transaction_id: t.transaction_id,
    order_id: t.order_id,
    merchant_id: 'SANDBOX',
    gross_amount: t.gross_amount,
    currency: 'IDR',
    payment_type: t.payment_type,
    transaction_time: t.transaction_time,
    transaction_status: t.transaction_status,
    fraud_status: 'accept',
    expiry_time: t.expiry_time,
    ...(t.va_number ? { va_numbers: [{ bank: t.bank, va_number: t.va_number }] } : {}),
    ...(t.qr_string ? { qr_string: t.qr_string } : {}),
    actions: [
      { name: 'sandbox-pay-page', method: 'GET', url: `${base()}/pay/${encodeURIComponent(t.order_id)}` },
      ...(t.payment_type === 'qris'
        ? [{ name: 'generate-qr-code', method: 'GET', url: `${base()}/pay/${encodeURIComponent(t.order_id)}` }]
        : []),
      ...(t.payment_type === 'gopay'
        ? [{ name: 'deeplink-redirect', method: 'GET', url: `${base()}/pay/${encodeURIComponent(t.order_id)}` }]
        : []),
    ],
  });

  async function notify(t) {
    if (!notifyUrl) return;
    const body = view(t);
    body.signature_key = sign(body.order_id, body.status_code, body.gross_amount, serverKey);
    try {
      const res = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(20_000),
      });
      log(`notified ${t.order_id} ${t.transaction_status}: HTTP ${res.status}`);
    } catch (e) {
      log(`notification of ${t.order_id} failed: ${e.message}`);
    }
  }

  /** Moves a pending transaction to a final status and notifies; anything else stays as it is. */
  function setStatus(orderId, status) {
    const t = transactions.get(orderId);
    if (!t || t.transaction_status !== 'pending') return false;
    t.transaction_status = status;
    clearTimeout(timers.get(orderId));
    void notify(t);
    return true;
  }

  const authorised = (req) => req.headers.authorization === `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const readBody = (req) =>
    new Promise((resolve, reject) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
        if (data.length > 100_000) req.destroy();
      });
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  function charge(body) {
    const orderId = body?.transaction_details?.order_id;
    const amount = Number(body?.transaction_details?.gross_amount);
    const type = body?.payment_type;
    if (
      typeof orderId !== 'string' ||
      !/^[A-Za-z0-9._~-]{1,50}$/.test(orderId) ||
      !(amount >= 1) ||
      !Number.isInteger(amount)
    ) {
      return { status_code: '400', status_message: 'Invalid transaction_details' };
    }
    if (!['bank_transfer', 'qris', 'gopay'].includes(type))
      return { status_code: '400', status_message: 'Unsupported payment_type' };
    if (transactions.has(orderId))
      return { status_code: '406', status_message: 'The order_id has already been utilized' };
    const minutes = Number(body?.custom_expiry?.expiry_duration) || 24 * 60;
    const now = new Date();
    const expiresAt = new Date(now.getTime() + minutes * 60_000);
    const bank = type === 'bank_transfer' ? String(body?.bank_transfer?.bank || 'bca') : undefined;
    const t = {
      order_id: orderId,
      transaction_id: randomUUID(),
      gross_amount: `${amount}.00`,
      payment_type: type,
      bank,
      va_number: bank
        ? `${Math.floor(10_000 + Math.random() * 89_999)}${randomBytes(4).readUInt32BE() % 1_000_000_000}`.padEnd(
            15,
            '0',
          )
        : undefined,
      qr_string: type === 'qris' ? `00020101021226SANDBOX${orderId}5204541153033605802ID6304` : undefined,
      transaction_time: jakartaTime(now),
      expiry_time: jakartaTime(expiresAt),
      transaction_status: 'pending',
    };
    transactions.set(orderId, t);
    timers.set(orderId, setTimeout(() => setStatus(orderId, 'expire'), Math.min(expiresAt - now, 2 ** 31 - 1)).unref());
    log(`charge ${orderId} ${type}${bank ? `/${bank}` : ''} Rp ${amount}`);
    return view(t);
  }

  const page = (title, content) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px;color:#222}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;font-size:14px}
button{font-size:16px;padding:10px 16px;margin:4px 8px 4px 0;border-radius:6px;border:1px solid #444;background:#fff;cursor:pointer}
button.pay{background:#0a7d32;color:#fff;border-color:#0a7d32}.s{font-weight:bold}code{font-size:15px}</style></head>
<body><p><a href="/">Sandbox gateway</a> — local test payments, no money moves.</p>${content}</body></html>`;

  const actions = (t) =>
    t.transaction_status === 'pending'
      ? `<form method="post" action="/pay/${encodeURIComponent(t.order_id)}">
  <button class="pay" name="action" value="settlement">Pay</button>
  <button name="action" value="deny">Fail</button>
  <button name="action" value="expire">Let it expire</button></form>`
      : '';

  const detail = (t) =>
    page(
      `Payment ${t.order_id}`,
      `<h1>Payment ${escapeHtml(t.order_id)}</h1>
<p>Amount: <span class="s">Rp ${Number(t.gross_amount).toLocaleString('id-ID')}</span> · ${escapeHtml(t.payment_type)}${t.bank ? ` · ${escapeHtml(t.bank.toUpperCase())}` : ''}</p>
${t.va_number ? `<p>Virtual account: <code>${escapeHtml(t.va_number)}</code></p>` : ''}
${t.qr_string ? `<p>QR string: <code>${escapeHtml(t.qr_string)}</code></p>` : ''}
<p>Status: <span class="s" role="status">${escapeHtml(t.transaction_status)}</span> · expires ${escapeHtml(t.expiry_time)} (WIB)</p>
${actions(t)}`,
    );

  const list = () =>
    page(
      'Sandbox gateway',
      `<h1>Sandbox gateway</h1><table><thead><tr><th>Order</th><th>Amount</th><th>Type</th><th>Status</th><th></th></tr></thead><tbody>
${[...transactions.values()]
  .reverse()
  .map(
    (t) =>
      `<tr><td><a href="/pay/${encodeURIComponent(t.order_id)}">${escapeHtml(t.order_id)}</a></td><td>Rp ${Number(t.gross_amount).toLocaleString('id-ID')}</td><td>${escapeHtml(t.payment_type)}</td><td>${escapeHtml(t.transaction_status)}</td><td>${actions(t)}</td></tr>`,
  )
  .join('')}</tbody></table>${transactions.size ? '' : '<p>No payments yet.</p>'}`,
    );

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url, 'http://sandbox');
      const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
      if (parts[0] === 'v2') {
        if (!authorised(req)) return json(res, 401, { status_code: '401', status_message: 'Unauthorized' });
        if (req.method === 'POST' && parts[1] === 'charge') {
          let body;
          try {
            body = JSON.parse(await readBody(req));
          } catch {
            return json(res, 400, { status_code: '400', status_message: 'Invalid JSON' });
          }
          return json(res, 200, charge(body));
        }
        const t = transactions.get(parts[1]);
        if (!t) return json(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
        if (req.method === 'GET' && parts[2] === 'status') {
          const v = view(t);
          return json(res, 200, {
            ...v,
            status_code: '200',
            signature_key: sign(v.order_id, '200', v.gross_amount, serverKey),
          });
        }
        if (req.method === 'POST' && parts[2] === 'cancel') {
          if (!setStatus(t.order_id, 'cancel'))
            return json(res, 412, { status_code: '412', status_message: 'Cannot be cancelled' });
          return json(res, 200, { ...view(t), status_code: '200' });
        }
        return json(res, 404, { status_code: '404', status_message: 'Not found' });
      }
      if (req.method === 'GET' && parts.length === 0) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(list());
      }
      if (parts[0] === 'pay' && parts[1]) {
        const t = transactions.get(parts[1]);
        if (!t) {
          res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(page('Not found', '<h1>No such payment</h1>'));
        }
        if (req.method === 'POST') {
          const action = new URLSearchParams(await readBody(req)).get('action');
          if (['settlement', 'deny', 'expire'].includes(action)) setStatus(t.order_id, action);
          res.writeHead(303, { location: `/pay/${encodeURIComponent(t.order_id)}` });
          return res.end();
        }
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return res.end(detail(t));
      }
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
    } catch (e) {
      log(`error: ${e.message}`);
      if (!res.headersSent) json(res, 500, { status_code: '500', status_message: 'Sandbox error' });
    }
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://localhost:${address.port}`,
        port: address.port,
        transactions,
        setStatus,
        close: () =>
          new Promise((done) => {
            timers.forEach(clearTimeout);
            server.close(() => done());
            server.closeAllConnections?.();
          }),
      });
    });
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const vendurePort = Number(process.env.VENDURE_PORT || 3001);
  const port = Number(process.env.SANDBOX_GATEWAY_PORT || 3002);
  const gateway = await startSandboxGateway({
    port,
    host: process.env.SANDBOX_GATEWAY_HOST || '127.0.0.1',
    serverKey: process.env.MIDTRANS_SERVER_KEY || DEV_SERVER_KEY,
    notifyUrl: process.env.SANDBOX_NOTIFY_URL || `http://localhost:${vendurePort}/payments/midtrans/notification`,
  });
  console.log(`[sandbox-gateway] listening on ${gateway.url}`);
  const stop = () => gateway.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
