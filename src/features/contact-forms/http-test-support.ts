// Helpers of the contact-form tests that go over real HTTP: requests sent from a chosen loopback address
// (the whole 127.0.0.0/8 reaches a server on 127.0.0.1), so per-address limits see several visitors.
import { request } from 'node:http';
import type { TestDatabase } from '../../../tests/support/databases';
import { serveOverHttp } from '../../../tests/support/http-shop';
import { openTestShop } from '../../../tests/support/shop';
import { setSetting } from '../checkout/checkout-test-support';

export interface HttpAnswer {
  status: number;
  body: unknown;
}

/** One request to `base` from the local address `from`; a FormData body goes as multipart, as a browser sends it. */
export async function sendFrom(base: string, from: string, method: 'GET' | 'POST', path: string, body?: FormData): Promise<HttpAnswer> {
  const encoded = body ? new Response(body) : undefined;
  const bytes = encoded ? Buffer.from(await encoded.arrayBuffer()) : undefined;
  const url = new URL(path, base);
  const headers: Record<string, string> = { accept: 'application/json', origin: base, referer: `${base}/lien-he/`, 'user-agent': 'Mozilla/5.0 (test)' };
  if (encoded && bytes) Object.assign(headers, { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(bytes.length) });
  return new Promise((resolve, reject) => {
    const sent = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, method, localAddress: from, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const json = /json/.test(response.headers['content-type'] ?? '');
        resolve({ status: response.statusCode ?? 0, body: json ? JSON.parse(text) : text });
      });
    });
    sent.on('error', reject);
    sent.end(bytes);
  });
}

/** A feedback call to form `formId` from `from`. */
export const postFeedbackFrom = (base: string, from: string, formId: number, body: FormData) =>
  sendFrom(base, from, 'POST', `/wp-json/contact-form-7/v1/contact-forms/${formId}/feedback`, body);

/** The status of a feedback answer (or the HTTP status when there is none). */
export const statusOf = (answer: HttpAnswer) => (answer.body as { status?: string }).status ?? `http ${answer.status}`;

export type HttpShop = Awaited<ReturnType<typeof openHttpShop>>;

/** The test shop, its mail going to the shop's address below, behind a real HTTP server; `close` ends both. */
export async function openHttpShop(kind: TestDatabase) {
  const shop = await openTestShop(kind);
  await setSetting(shop.deps.database.db, 'shop_email', 'banhang@cuahang.example');
  const server = await serveOverHttp(shop);
  return { shop, base: server.base, close: async () => (await server.close(), await shop.close()) };
}
