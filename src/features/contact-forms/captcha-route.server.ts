import { createHmac } from 'node:crypto';
import type { Hono } from 'hono';
import type { AppEnv } from '../../server/shop.server';
import { captchaImage, seededRandom } from './captcha-image.server';
import { usedCaptchasIn } from './captcha-store.server';
import { formSecrets } from './stored-forms.server';

// Where the ecosystem keeps its CAPTCHA images; the browser reads the challenge from the file name (spec 9.5).
const captchaPath = '/wp-content/uploads/wpcf7_captcha/';

export const captchaImageUrl = (fileName: string) => captchaPath + fileName;

// The pictures drawn lately, so fetching one again costs no drawing; the oldest go first.
const drawn = new Map<string, Promise<Buffer>>();
const drawnKept = 200;

/**
 * A challenge's picture, drawn from a secret seed of its own: the same each time it is fetched, from any process,
 * and not foreseeable from the challenge's digits (which would let a robot take its noise away).
 */
function pictureOf(challenge: string, answer: string, secret: string): Promise<Buffer> {
  const known = drawn.get(challenge);
  if (known) return known;
  const picture = captchaImage(answer, seededRandom(createHmac('sha256', secret).update(challenge).digest()));
  drawn.set(challenge, picture);
  if (drawn.size > drawnKept) drawn.delete(drawn.keys().next().value!);
  picture.catch(() => drawn.delete(challenge));
  return picture;
}

/** Serves an open challenge's image until it is answered; never cached, as each is shown once. */
export function registerCaptchaImages(pages: Hono<AppEnv>): void {
  pages.get(`${captchaPath}:file{[0-9]{1,20}\\.png}`, async (c) => {
    const challenge = c.req.param('file').slice(0, -'.png'.length);
    const deps = c.get('deps');
    const secret = formSecrets(deps.config).captchaSecret;
    const answer = await usedCaptchasIn(deps.database.db, secret).shown(challenge);
    if (!answer) return c.notFound();
    const image = await pictureOf(challenge, answer, secret);
    return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  });
}
