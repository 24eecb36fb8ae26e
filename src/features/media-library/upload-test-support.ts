// The media library's integration tests: real images made by sharp, sent as the browser's upload form.
import sharp from 'sharp';
import type { Browser } from '../account/account-test-support';

export const png = async (width: number, height: number) => new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#b5532f' } }).png().toBuffer());

export const form = (bytes: Uint8Array<ArrayBuffer>, name: string, fields: Record<string, string> = {}) => {
  const body = new FormData();
  body.set('file', new File([bytes], name));
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  return body;
};

/** `POST /wp-json/wp/v2/media` from the browser, with the nonce when given. */
export const upload = (b: Browser, nonce: string | undefined, body: FormData) =>
  b.request('/wp-json/wp/v2/media', { method: 'POST', headers: nonce === undefined ? {} : { 'X-WP-Nonce': nonce }, body });

export const codeOf = async (res: Response) => [res.status, ((await res.json()) as { code: string }).code];

/** The width and height of a served image. */
export const servedSize = async (res: Response) => {
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [meta.width, meta.height];
};
