import { oneOf } from '../setting.server';

export const address = {
  /** The 2025 two-tier structure (province → ward), or the older three tiers (province → district → ward). */
  structure: oneOf('address_structure', ['two-tier', 'three-tier'] as const, 'two-tier'),
};
