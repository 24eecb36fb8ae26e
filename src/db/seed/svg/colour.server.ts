/** Mixes two #rrggbb colours; t = 0 gives `from`, t = 1 gives `to`. */
export function mix(from: string, to: string, t: number): string {
  const a = channels(from);
  const b = channels(to);
  return '#' + a.map((v, i) => Math.round(v + ((b[i] ?? 0) - v) * t).toString(16).padStart(2, '0')).join('');
}

function channels(hex: string): number[] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export const darker = (hex: string, t = 0.3) => mix(hex, '#000000', t);
export const lighter = (hex: string, t = 0.85) => mix(hex, '#ffffff', t);
