import type { Kind } from '../demo/product-spec.server';
import { darker, lighter, mix } from './colour.server';
import { fabricSwatchSvg, patternDef, type Fabric } from './patterns.server';
import { goodsShapes } from './shapes-goods.server';
import { wearShapes, type Shape } from './shapes-wear.server';

export { fabricSwatchSvg };

const shapes: Record<Kind, Shape> = { ...wearShapes, ...goodsShapes };
const backdrops = ['#f6efe6', '#eef3f7', '#f3f0f8', '#eef6ef', '#fbf3e4', '#f7eeee'];

export interface Look {
  kind: Kind;
  colour: string;
  fabric?: Fabric;
}

// The product drawn once in its colour and, for a fabric, once more with the pattern on top.
function product(look: Look): string {
  const shape = shapes[look.kind];
  const base = look.fabric?.base ?? look.colour;
  const outline = `<g stroke="${darker(base, 0.35)}" stroke-width="4" stroke-linejoin="round">`;
  const plain = shape(base, darker(base));
  const patterned = look.fabric?.tile ? shape('url(#fabric)', 'transparent') : '';
  return `${outline}${plain}</g>${patterned}`;
}

/**
 * A 1200 × 1200 illustration of the product: view 0 is the packshot, 1 a tilted view on a second
 * backdrop, 2 a close-up, 3 the product beside a second colour. No text, so no fonts are needed.
 */
export function productSvg(look: Look, view: number, seed: number, second?: string): string {
  const base = look.fabric?.base ?? look.colour;
  const backdrop = view === 0 ? lighter(base, 0.88) : (backdrops[(seed + view) % backdrops.length] as string);
  const defs = look.fabric ? `<defs>${patternDef('fabric', look.fabric)}</defs>` : '';
  const shadow = `<ellipse cx="600" cy="1060" rx="420" ry="40" fill="${darker(backdrop, 0.12)}"/>`;
  let scene: string;
  if (view === 1) {
    const accent = mix(backdrop, base, 0.25);
    scene =
      `<circle cx="${300 + (seed % 5) * 120}" cy="330" r="260" fill="${accent}"/>` +
      `<circle cx="980" cy="${900 - (seed % 4) * 60}" r="120" fill="${accent}" opacity=".6"/>` +
      shadow +
      `<g transform="rotate(-8 600 600) translate(90 90) scale(.85)">${product(look)}</g>`;
  } else if (view === 2) {
    scene = `<g transform="translate(-420 -360) scale(1.7)">${product(look)}</g>`;
  } else if (view === 3 && second) {
    scene =
      shadow +
      `<g transform="translate(20 240) scale(.6)">${product(look)}</g>` +
      `<g transform="translate(500 240) scale(.6)">${product({ kind: look.kind, colour: second })}</g>`;
  } else {
    scene = shadow + `<g transform="translate(60 40) scale(.9)">${product(look)}</g>`;
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">${defs}` +
    `<rect width="1200" height="1200" fill="${backdrop}"/>${scene}</svg>`
  );
}

/** A 1200 × 800 blog picture: hills, a sun and the product of the story. */
export function sceneSvg(look: Look, seed: number): string {
  const sky = backdrops[seed % backdrops.length] as string;
  const hill = mix(sky, look.colour, 0.35);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">` +
    `<rect width="1200" height="800" fill="${sky}"/><circle cx="${200 + (seed % 3) * 350}" cy="200" r="110" fill="#f6c85f"/>` +
    `<path d="M0 620 Q300 480 600 600 T1200 560 L1200 800 L0 800 Z" fill="${hill}"/>` +
    `<path d="M0 700 Q400 600 800 690 T1200 680 L1200 800 L0 800 Z" fill="${darker(hill, 0.15)}"/>` +
    `<g transform="translate(650 220) scale(.45)">${product(look)}</g></svg>`
  );
}
