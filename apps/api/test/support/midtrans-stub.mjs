// A stand-in for Midtrans on loopback, for the API tests and the browser tests (e2e/support/start-server.mjs):
// Snap's "create transaction", the Core API's status, Snap's payment page (a plain form standing in for Snap's
// redirect page) and signed HTTP notifications, in the shapes docs.midtrans.com documents.
import { createHash, randomUUID } from 'node:crypto';
import http from 'node:http';

/** Midtrans' status_code for each transaction status (docs.midtrans.com, "Status Code"). */
const STATUS_CODES = {
  settlement: '200',
  capture: '200',
  cancel: '200',
  refund: '200',
  partial_refund: '200',
  pending: '201',
  deny: '202',
  expire: '407',
};

/** What a status reply and a notification say of each channel the stub's page offers. */
const CHANNELS = {
  qris: { payment_type: 'qris' },
  gopay: { payment_type: 'gopay' },
  bca_va: { payment_type: 'bank_transfer', va_numbers: [{ bank: 'bca', va_number: '12345678901' }] },
};

const sha512 = (text) => createHash('sha512').update(text).digest('hex');
const escape = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * @param {{ serverKey?: string, notifyUrl?: string, port?: number }} [options]
 */
export async function startMidtransStub(options = {}) {
  const serverKey = options.serverKey ?? 'SB-Mid-server-stub-key-0123456789';
  const basic = `Basic ${Buffer.from(`${serverKey}:`).toString('base64')}`;
  /** order_id → the transaction as Midtrans would hold it. */
  const transactions = new Map();
  const requests = [];
  const stub = {
    serverKey,
    notifyUrl: options.notifyUrl,
    /**
     * 'ok' | 'status-error' (the status call answers 500) | 'snap-error' (Snap answers 500) | 'cancel-error' (cancel
     * and expire answer 500).
     */
    mode: 'ok',
    /** Overrides the status call's transaction_status (the re-check disagreeing with a notification). */
    statusOverride: undefined,
    transactions,
    requests,
    baseUrl: '',
    snapUrl: '',
    apiUrl: '',
  };

  const statusBody = (tx) => ({
    status_code: STATUS_CODES[tx.transaction_status] ?? '200',
    status_message: 'Success, transaction is found',
    transaction_id: tx.transaction_id,
    order_id: tx.order_id,
    gross_amount: tx.gross_amount,
    currency: 'IDR',
    payment_type: tx.payment_type,
    transaction_time: tx.transaction_time,
    transaction_status: stub.statusOverride ?? tx.transaction_status,
    fraud_status: tx.fraud_status,
    ...(tx.va_numbers ? { va_numbers: tx.va_numbers } : {}),
    ...(tx.refunds ? { refund_amount: tx.refund_amount, refunds: tx.refunds } : {}),
  });

  /** Moves the transaction as a payment (or its end) would; the first move gives it its transaction id. */
  stub.setStatus = (orderId, transactionStatus, { channel, fraudStatus = 'accept', refundAmount } = {}) => {
    const tx = transactions.get(orderId);
    if (!tx) throw new Error(`no Snap transaction for ${orderId}`);
    Object.assign(tx, channel || !tx.payment_type ? (CHANNELS[channel ?? 'qris'] ?? { payment_type: channel }) : {}, {
      transaction_status: transactionStatus,
      fraud_status: fraudStatus,
      transaction_id: tx.transaction_id ?? randomUUID(),
      transaction_time: new Date().toISOString().slice(0, 19).replace('T', ' '),
    });
    // A refund: Midtrans' status names the total refunded and each refund (docs.midtrans.com, "Refund Transaction").
    if (refundAmount !== undefined) {
      const refunded = tx.refunds?.reduce((sum, r) => sum + Number(r.refund_amount), 0) ?? 0;
      tx.refunds = [
        ...(tx.refunds ?? []),
        { refund_chargeback_id: (tx.refunds?.length ?? 0) + 1, refund_amount: `${refundAmount - refunded}.00` },
      ];
      tx.refund_amount = `${refundAmount}.00`;
    }
    return tx;
  };

  /** The notification Midtrans would send for the transaction as it is now, signed with the server key. */
  stub.notification = (orderId, overrides = {}) => {
    const tx = transactions.get(orderId);
    if (!tx?.transaction_id) throw new Error(`no payment on ${orderId} yet`);
    const body = { ...statusBody(tx), transaction_status: tx.transaction_status, ...overrides };
    delete body.status_message;
    return {
      ...body,
      signature_key:
        overrides.signature_key ?? sha512(body.order_id + body.status_code + body.gross_amount + serverKey),
    };
  };

  /** Sends the notification to the shop, as Midtrans does; resolves with the shop's HTTP status. */
  stub.notify = async (orderId, overrides = {}) => {
    if (!stub.notifyUrl) throw new Error('the stub has no notifyUrl');
    const response = await fetch(stub.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(stub.notification(orderId, overrides)),
    });
    return response.status;
  };

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      void handle(req, res, Buffer.concat(chunks).toString('utf8')).catch((error) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      });
    });
  });

  const json = (res, status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req, res, raw) {
    const url = new URL(req.url ?? '/', 'http://stub');
    const authorized = req.headers.authorization === basic;
    let body;
    try {
      body = raw && req.headers['content-type']?.startsWith('application/json') ? JSON.parse(raw) : undefined;
    } catch {
      return json(res, 400, { error_messages: ['Body is not JSON'] });
    }
    requests.push({ method: req.method, path: url.pathname, authorized, body });

    if (req.method === 'POST' && url.pathname === '/snap/v1/transactions') {
      if (!authorized) return json(res, 401, { error_messages: ['Access denied due to unauthorized transaction'] });
      if (stub.mode === 'snap-error') return json(res, 500, { error_messages: ['Internal Server Error'] });
      const problems = snapProblems(body);
      if (problems.length > 0) return json(res, 400, { error_messages: problems });
      const orderId = body.transaction_details.order_id;
      const existing = transactions.get(orderId);
      if (existing?.transaction_id) {
        return json(res, 400, { error_messages: ['transaction_details.order_id has already been taken'] });
      }
      const token = randomUUID();
      transactions.set(orderId, {
        order_id: orderId,
        gross_amount: `${body.transaction_details.gross_amount}.00`,
        request: body,
        token,
        transaction_status: undefined,
      });
      return json(res, 201, { token, redirect_url: `${stub.baseUrl}/snap/v4/redirection/${token}` });
    }

    const status = /^\/v2\/([^/]+)\/status$/.exec(url.pathname);
    if (req.method === 'GET' && status) {
      if (!authorized) return json(res, 401, { status_code: '401', status_message: 'Unauthorized' });
      if (stub.mode === 'status-error') return json(res, 500, { status_code: '500', status_message: 'Error' });
      const tx = transactions.get(decodeURIComponent(status[1]));
      if (!tx?.transaction_id)
        return json(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
      return json(res, 200, statusBody(tx));
    }

    // Cancel and expire (docs.midtrans.com, "Cancel Transaction", "Expire Transaction"): a pending transaction
    // ends; one Midtrans has already ended or settled answers 412; none at all, 404.
    const change = /^\/v2\/([^/]+)\/(cancel|expire)$/.exec(url.pathname);
    if (req.method === 'POST' && change) {
      if (!authorized) return json(res, 401, { status_code: '401', status_message: 'Unauthorized' });
      if (stub.mode === 'cancel-error') return json(res, 500, { status_code: '500', status_message: 'Error' });
      const tx = transactions.get(decodeURIComponent(change[1]));
      if (!tx?.transaction_id)
        return json(res, 404, { status_code: '404', status_message: "Transaction doesn't exist." });
      if (tx.transaction_status !== 'pending') {
        return json(res, 200, {
          status_code: '412',
          status_message: 'Merchant cannot modify the status of the transaction',
        });
      }
      tx.transaction_status = change[2];
      return json(res, 200, {
        ...statusBody(tx),
        status_code: change[2] === 'cancel' ? '200' : '407',
        status_message:
          change[2] === 'cancel' ? 'Success, transaction is canceled' : 'Success, transaction has expired',
      });
    }

    // Snap's payment page, reduced to a form: choose a channel, pay, and come back to the shop.
    const page = /^\/snap\/v4\/redirection\/([\w-]+)(\/pay)?$/.exec(url.pathname);
    const tx = page && [...transactions.values()].find((t) => t.token === page[1]);
    if (page && !tx) return json(res, 404, { error_messages: ['Unknown Snap token'] });
    if (page && req.method === 'GET' && !page[2]) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="id"><head><meta charset="utf-8"><title>Midtrans (stub)</title>
<meta name="viewport" content="width=device-width"></head><body style="font-family:sans-serif;max-width:28rem;margin:2rem auto">
<h1>Midtrans Snap (stub)</h1><p>Pesanan <b>${escape(tx.order_id)}</b></p><p>Total <b>Rp ${escape(tx.gross_amount)}</b></p>
<form method="post" action="/snap/v4/redirection/${escape(tx.token)}/pay">
<label><input type="radio" name="channel" value="qris" checked> QRIS</label><br>
<label><input type="radio" name="channel" value="gopay"> GoPay</label><br>
<label><input type="radio" name="channel" value="bca_va"> BCA Virtual Account</label><br>
<button type="submit">Bayar</button></form></body></html>`);
    }
    if (page && req.method === 'POST' && page[2]) {
      const channel = new URLSearchParams(raw).get('channel') ?? 'qris';
      stub.setStatus(tx.order_id, 'settlement', { channel });
      // Midtrans notifies the shop and sends the shopper back to the finish URL.
      if (stub.notifyUrl) await stub.notify(tx.order_id);
      const finish = new URL(tx.request.callbacks.finish);
      finish.search = new URLSearchParams({
        order_id: tx.order_id,
        status_code: '200',
        transaction_status: 'settlement',
      }).toString();
      res.writeHead(302, { location: finish.toString() });
      return res.end();
    }
    return json(res, 404, { error_messages: ['Not Found'] });
  }

  /** What Midtrans would refuse in a Snap request (the parts the shop sends). */
  function snapProblems(body) {
    const problems = [];
    const details = body?.transaction_details;
    if (typeof details?.order_id !== 'string' || details.order_id.length > 50) problems.push('order_id is invalid');
    if (!Number.isInteger(details?.gross_amount) || details.gross_amount < 1) problems.push('gross_amount is invalid');
    const items = Array.isArray(body?.item_details) ? body.item_details : [];
    for (const item of items) {
      if (!Number.isInteger(item.price) || !Number.isInteger(item.quantity) || item.quantity < 1) {
        problems.push(`item ${item.id}: price and quantity must be integers`);
      }
      if (typeof item.name !== 'string' || item.name.length > 50) problems.push(`item ${item.id}: name too long`);
    }
    const sum = items.reduce((total, item) => total + item.price * item.quantity, 0);
    if (sum !== details?.gross_amount) {
      problems.push('transaction_details.gross_amount is not equal to the sum of item_details');
    }
    if (typeof body?.callbacks?.finish !== 'string') problems.push('callbacks.finish is missing');
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} \+0700$/.test(body?.expiry?.start_time ?? '')) {
      problems.push('expiry.start_time is invalid');
    }
    if (typeof body?.customer_details?.email !== 'string') problems.push('customer_details.email is missing');
    return problems;
  }

  await new Promise((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address();
  stub.baseUrl = `http://127.0.0.1:${port}`;
  stub.snapUrl = `${stub.baseUrl}/snap/v1`;
  stub.apiUrl = stub.baseUrl;
  stub.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return stub;
}
