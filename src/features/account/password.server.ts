import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { RateLimited } from '../../server/rate-limit.server';

/**
 * Password hashes: scrypt (node:crypto) with a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` with salt
 * and hash in base64, so the cost can be raised later without breaking stored hashes.
 */
const cost = { N: 16384, r: 8, p: 1 };
const keyLength = 64;
const saltLength = 16;
export const minPasswordLength = 8;
// Longer inputs are refused before hashing: nobody types them, and they only cost work.
export const maxPasswordLength = 1024;
/** A password of spaces alone is no password: refused like an empty one when an account takes it. */
export const isBlankPassword = (password: string) => !/\S/u.test(password);

// scrypt runs on libuv's thread pool (4 threads by default), which file reads share: at most two hashes at once,
// so pictures and pages keep two threads; past `maxWaiting` queued hashes the request is refused (decision 022).
const maxParallel = 2;
const maxWaiting = 64;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < maxParallel) running++;
  else if (waiting.length >= maxWaiting) throw new RateLimited('password-hashing');
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return inTurn(() => deriveNow(password, salt, options));
}

function deriveNow(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // 128·N·r bytes of memory, with room to spare over Node's 32 MiB default for raised costs.
  const maxmem = 256 * (options.N ?? cost.N) * (options.r ?? cost.r);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const key = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const storedPattern = /^scrypt\$(\d{1,7})\$(\d{1,3})\$(\d{1,3})\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether the password matches the stored hash; compares in constant time. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = storedPattern.exec(stored);
  if (!match) return false;
  const [N, r, p] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const expected = Buffer.from(match[5]!, 'base64');
  if (expected.length !== keyLength) return false;
  try {
    const key = await derive(password, Buffer.from(match[4]!, 'base64'), { N, r, p });
    return timingSafeEqual(key, expected);
  } catch (error) {
    if (error instanceof RateLimited) throw error;
    return false;
  }
}

/** A hash no password matches, checked when the e-mail is unknown so that answers take as long as for a real account. */
export const unknownAccountHash = `scrypt$${cost.N}$${cost.r}$${cost.p}$${Buffer.alloc(saltLength).toString('base64')}$${Buffer.alloc(keyLength).toString('base64')}`;
