import type { Hono } from 'hono';
import type { AppEnv } from '../../server/shop.server';
import { captchaAnswersIn } from './captcha-store.server';
import { isCaptchaChallenge } from './captcha.server';

// Where the ecosystem keeps its CAPTCHA images; the browser reads the challenge from the file name (spec 9.5).
const captchaPath = '/wp-content/uploads/wpcf7_captcha/';

export const captchaImageUrl = (fileName: string) => captchaPath + fileName;

/** Serves a challenge's image while it waits for its answer; never cached, as each is shown once. */
export function registerCaptchaImages(pages: Hono<AppEnv>): void {
  pages.get(`${captchaPath}:file{[0-9]{1,20}\\.png}`, async (c) => {
    const challenge = c.req.param('file').slice(0, -'.png'.length);
    const image = isCaptchaChallenge(challenge) ? await captchaAnswersIn(c.get('deps').database.db).image(challenge) : undefined;
    if (!image) return c.notFound();
    return c.body(new Uint8Array(image), 200, { 'Content-Type': 'image/png', 'Cache-Control': 'no-store' });
  });
}
