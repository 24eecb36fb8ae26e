import { randomBytes } from 'node:crypto';
import { mkdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import * as vi from '../../lib/messages/index';
import { storableText } from '../../lib/storable-text';
import { hasVisibleText, oneLine, visibleLines } from '../../lib/visible-text';
import { restError } from '../../server/rest/errors.server';
import { requestInput } from '../../server/request.server';
import type { ShopContext } from '../../server/shop.server';
import { addImage, isDiskFull, writeWholeFile } from '../media/index.server';
import { signedExtension } from './image-signature.server';

/** The largest original staff may upload (the app's body limit adds room for the form), and the most pixels one may
 * hold (a small file can decode huge). */
export const maxUploadBytes = 10 * 1024 * 1024;
const maxPixels = 40_000_000;
const formats = new Map([['jpeg', 'jpg'], ['png', 'png'], ['webp', 'webp'], ['gif', 'gif']]);

/** The file of a multipart upload (field `file`, as the ecosystem's media endpoint takes it), or its refusal. */
async function uploadedFile(c: ShopContext): Promise<File | Response> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  const file = body['file'];
  if (!(file instanceof File) || file.size === 0) return restError(c, 400, 'rest_upload_no_data', vi.mediaLibrary.noFile);
  if (file.size <= maxUploadBytes) return file;
  return restError(c, 413, 'rest_upload_file_too_big', vi.mediaLibrary.tooLarge.replace('%s', String(maxUploadBytes / 1024 / 1024)));
}

/** Keeps the original as `relative` under the uploads folder; a full disk is a 507, any other failure is thrown. */
async function keptOriginal(c: ShopContext, uploads: string, relative: string, bytes: Buffer): Promise<Response | undefined> {
  try {
    await mkdir(dirname(join(uploads, relative)), { recursive: true });
    await writeWholeFile(join(uploads, relative), bytes);
  } catch (error) {
    if (isDiskFull(error)) return restError(c, 507, 'rest_upload_disk_full', vi.mediaLibrary.diskFull);
    throw error;
  }
}

/**
 * Checks and keeps an uploaded original under `uploads/<year>/<month>/`, and records it with its upright size (a
 * phone photo's EXIF orientation applied). Reading its first bytes, then decoding every pixel, means a truncated or
 * disguised file is a 400 with nothing written.
 */
export async function storeUpload(c: ShopContext): Promise<{ id: number; file: string; width: number } | Response> {
  const file = await uploadedFile(c);
  if (file instanceof Response) return file;
  const bytes = Buffer.from(await file.arrayBuffer());
  const signed = signedExtension(bytes);
  const image = signed === undefined ? undefined : await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
    .stats()
    .then(() => sharp(bytes, { limitInputPixels: maxPixels }).metadata())
    .catch(() => undefined);
  const extension = image?.format ? formats.get(image.format) : undefined;
  if (!image || !image.width || !image.height || extension !== signed) return restError(c, 400, 'rest_upload_unknown_error', vi.mediaLibrary.notImage);

  const input = await requestInput(c);
  // Hidden characters (bidi overrides, zero-width, controls) dropped; cut at 200 characters, never inside one.
  const field = (name: string, clean: (text: string) => string, fallback = '') => {
    const text = clean(input.get(name) ?? '');
    return [...(hasVisibleText(text) ? text : fallback)].slice(0, 200).join('');
  };
  const now = new Date();
  const folder = join(String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0'));
  const relative = join(folder, `${randomBytes(8).toString('hex')}.${extension}`);
  const uploads = join(c.get('deps').config.dataDir, 'uploads');
  const refused = await keptOriginal(c, uploads, relative, bytes);
  if (refused) return refused;
  const { width, height } = image.autoOrient;
  const title = field('title', oneLine, oneLine(storableText(file.name.replace(/\.[^.]*$/, ''))));
  const texts = { title, alt: field('alt_text', oneLine), caption: field('caption', visibleLines) };
  const id = await addImage(c.get('deps').database.db, { file: relative, width, height, ...texts }).catch(async (error: unknown) => {
    await unlink(join(uploads, relative)).catch(() => undefined);
    throw error;
  });
  return { id, file: relative, width };
}
