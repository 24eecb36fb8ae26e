import type { ShopSettings } from '../../settings/groups.server';
import { submissionsPerAddress } from './limits.server';
import type { SpamSettings } from './spam-check.server';

const day = 86_400_000;

/** The spam screening's settings from the shop's; a fill-time value older than a day is refused as replayed. */
export function spamSettingsOf(s: ShopSettings['contactForms'], secret: string): SpamSettings {
  return {
    secret,
    minFillMs: Math.max(0, s.minFillSeconds) * 1000,
    maxTokenAgeMs: day,
    disallowedWords: s.disallowedWords.split('\n').map((w) => w.trim()).filter(Boolean),
    rateLimit: submissionsPerAddress(Math.max(1, Math.floor(s.rateLimitCount)), Math.max(1, s.rateLimitMinutes) * 60_000),
  };
}
