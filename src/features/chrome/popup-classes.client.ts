export interface OpenerData {
  pos?: string;
  color?: string;
  bg?: string;
  class?: string;
}

const classToken = /^[A-Za-z][\w-]*$/;
const positions = ['left', 'right', 'center'];

/**
 * Spec 2.1: the panel's position, colour, background and extra class come from the opener's
 * data-pos, data-color, data-bg and data-class. Unknown values fall back to a light centred lightbox;
 * anything that is not a plain class name is ignored.
 */
export function popupClasses(data: OpenerData): string[] {
  const pos = positions.includes(data.pos ?? '') ? data.pos! : 'center';
  const classes = ['off-canvas-popup', pos === 'center' ? 'lightbox-center' : `off-canvas-${pos}`];
  classes.push(data.color === 'dark' ? 'popup-dark' : 'popup-light');
  for (const extra of [data.bg, ...(data.class ?? '').split(/\s+/)]) {
    if (extra && classToken.test(extra)) classes.push(extra);
  }
  return classes;
}
