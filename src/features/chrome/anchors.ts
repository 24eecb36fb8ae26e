/** Spec 9.4: an anchor scroll takes 500 ms and stops the sticky header's height above the anchor. */
export const anchorScrollMs = 500;

/** The anchor name a location hash asks for (`#c%C3%A2u-h%E1%BB%8Fi` → `câu-hỏi`); undefined for none or a broken escape. */
export function anchorName(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * How far above an anchor the scroll stops: the header's measured height while it shows, else the page's
 * `flatsomeVars.sticky_height` (spec 3.1), else nothing.
 */
export function stickyOffset(measuredHeader: number | undefined, stickyHeightSetting: string | undefined): number {
  if (measuredHeader && measuredHeader > 0) return measuredHeader;
  const setting = Number(stickyHeightSetting);
  return Number.isFinite(setting) && setting > 0 ? setting : 0;
}

/**
 * The section being read: the last one whose anchor has reached the sticky header (tops are relative to the
 * viewport), or -1 above the first. A pixel of slack keeps the section an anchor scroll has just stopped at.
 */
export function currentSection(anchorTops: number[], offset: number): number {
  let current = -1;
  anchorTops.forEach((top, i) => {
    if (top <= offset + 1) current = i;
  });
  return current;
}
