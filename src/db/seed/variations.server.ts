import type { VariableSpec } from './demo/product-spec.server';
import type { Random } from './random.server';

export interface VariationChoice {
  /** One entry per variation attribute; term null is 'any value'. */
  terms: { attribute: string; term: string | null }[];
  regularPrice: number;
  salePrice: number | null;
  stock: number;
}

const roundToThousand = (n: number) => Math.round(n / 1000) * 1000;

function combinations(lists: string[][]): string[][] {
  return lists.reduce<string[][]>((acc, list) => acc.flatMap((prefix) => list.map((item) => [...prefix, item])), [[]]);
}

// Mostly plenty in stock, with some sold out and some down to the last few.
function randomStock(random: Random): number {
  const roll = random.next();
  if (roll < 0.07) return 0;
  if (roll < 0.15) return random.int(1, 3);
  return random.int(6, 60);
}

/** Every combination of the variation attributes' terms, with its price and stock. */
export function planVariations(variable: VariableSpec, basePrice: number, random: Random): VariationChoice[] {
  const varying = variable.attributes.filter((a) => a.slug !== variable.anyAttribute);
  return combinations(varying.map((a) => a.terms)).map((picked) => {
    const terms = variable.attributes.map((a) => ({
      attribute: a.slug,
      term: a.slug === variable.anyAttribute ? null : (picked[varying.indexOf(a)] as string),
    }));
    const key = picked.join('|');
    const regularPrice = variable.prices?.[picked[0] as string] ?? basePrice;
    const salePrice = variable.salePercent ? roundToThousand(regularPrice * (1 - variable.salePercent / 100)) : null;
    const stock = variable.stock?.[key] ?? randomStock(random);
    return { terms, regularPrice, salePrice, stock };
  });
}
