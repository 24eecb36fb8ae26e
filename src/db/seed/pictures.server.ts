import { attributeSpecs } from './demo/attributes.server';
import type { ProductSpec } from './demo/product-spec.server';
import type { ImagePlan } from './images.server';
import { fabricSwatchSvg, productSvg, type Look } from './svg/illustration.server';
import { fabrics } from './svg/patterns.server';

const colourTerms = attributeSpecs.find((a) => a.slug === 'mau-sac')?.terms ?? [];

export function colourHex(term: string): string {
  return colourTerms.find((t) => t.slug === term)?.color ?? '#9e9e9e';
}

/** Attributes whose terms change how the product looks, so each of their variations gets its own picture. */
const lookAttributes = ['mau-sac', 'hoa-van'];

function lookFor(spec: ProductSpec, attribute: string, term: string): Look {
  const fabric = attribute === 'hoa-van' ? fabrics[term] : undefined;
  return { kind: spec.kind, colour: fabric?.base ?? colourHex(term), fabric };
}

export interface ProductPictures {
  gallery: string[];
  /** Picture of each look term, keyed `${attribute}:${term}`. */
  byTerm: Map<string, string>;
}

/** Plans a product's gallery (3 or 4 views) and one picture per colour or pattern it comes in. */
export function planProductPictures(plan: ImagePlan, spec: ProductSpec, index: number): ProductPictures {
  const lookAttribute = spec.variable?.attributes.find((a) => lookAttributes.includes(a.slug));
  const firstTerm = lookAttribute?.terms[0];
  const main = lookAttribute && firstTerm ? lookFor(spec, lookAttribute.slug, firstTerm) : { kind: spec.kind, colour: colourHex(spec.colour) };
  const secondTerm = lookAttribute?.slug === 'mau-sac' ? lookAttribute.terms[1] : undefined;
  const second = colourHex(secondTerm ?? (colourTerms[(index * 5) % colourTerms.length]?.slug as string));
  const views = spec.featured || index % 3 === 0 ? [0, 1, 2, 3] : [0, 1, 2];
  const captions: Record<number, string> = { 2: `${spec.name} – cận cảnh chi tiết`, 3: `${spec.name} – thêm lựa chọn màu` };
  const gallery = views.map((view) =>
    plan.add({
      name: `${spec.slug}-${view + 1}.svg`,
      svg: productSvg(main, view, index, second),
      width: 1200,
      height: 1200,
      alt: spec.name,
      title: spec.name,
      caption: captions[view],
    }),
  );
  const byTerm = new Map<string, string>();
  for (const term of lookAttribute?.terms ?? []) {
    const key = `${lookAttribute?.slug}:${term}`;
    const name = plan.add({
      name: `${spec.slug}-${term}.svg`,
      svg: productSvg(lookFor(spec, lookAttribute?.slug as string, term), 0, index),
      width: 1200,
      height: 1200,
      alt: spec.name,
      title: spec.name,
    });
    byTerm.set(key, name);
  }
  return { gallery, byTerm };
}

/** The square swatch picture of each pattern term, keyed `hoa-van:${term}`. */
export function planPatternSwatches(plan: ImagePlan): Map<string, string> {
  const names = new Map<string, string>();
  const patterns = attributeSpecs.find((a) => a.slug === 'hoa-van')?.terms ?? [];
  for (const term of patterns) {
    const fabric = fabrics[term.slug];
    if (!fabric) continue;
    const name = plan.add({ name: `hoa-van-${term.slug}.svg`, svg: fabricSwatchSvg(fabric), width: 300, height: 300, alt: term.name, title: term.name });
    names.set(`hoa-van:${term.slug}`, name);
  }
  return names;
}
