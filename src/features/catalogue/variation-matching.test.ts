import { describe, expect, it } from 'vitest';
import { canCombine, findVariation, fitsChoice } from './variation-matching';

const colour = 'attribute_pa_mau-sac';
const size = 'attribute_pa_kich-thuoc';
const fields = [colour, size];
const variations = [
  { id: 1, attributes: { [colour]: 'do', [size]: 's' } },
  { id: 2, attributes: { [colour]: 'do', [size]: 'm' } },
  { id: 3, attributes: { [colour]: 'xanh', [size]: '' } },
  { id: 4, attributes: { [colour]: 'den', [size]: 'l' }, variation_is_active: false },
];

describe('spec 4.3: variation matching', () => {
  it('spec 4.3: a complete choice finds the variation whose every attribute equals it', () => {
    expect(findVariation(variations, fields, { [colour]: 'do', [size]: 'm' })?.id).toBe(2);
  });
  it("spec 4.3: an empty attribute value means 'any'", () => {
    expect(findVariation(variations, fields, { [colour]: 'xanh', [size]: 'xl' })?.id).toBe(3);
  });
  it('spec 4.3: no variation has the combination', () => {
    expect(findVariation(variations, fields, { [colour]: 'do', [size]: 'xl' })).toBeUndefined();
  });
  it('spec 4.3: an incomplete choice finds nothing yet', () => {
    expect(findVariation(variations, fields, { [colour]: 'do' })).toBeUndefined();
    expect(findVariation(variations, fields, { [colour]: 'do', [size]: '' })).toBeUndefined();
  });
  it('a variation fits a partial choice when the chosen attributes agree', () => {
    expect(fitsChoice(variations[0]!, { [colour]: 'do' })).toBe(true);
    expect(fitsChoice(variations[0]!, { [size]: 'm' })).toBe(false);
  });
});

describe('spec 4.3: options that cannot go with the other choices', () => {
  it('spec 4.3: a size no variation of the chosen colour has cannot be chosen', () => {
    expect(canCombine(variations, size, 's', { [colour]: 'do' })).toBe(true);
    expect(canCombine(variations, size, 'xl', { [colour]: 'do' })).toBe(false);
  });
  it("spec 4.3: an 'any' variation lets every value combine", () => {
    expect(canCombine(variations, size, 'xl', { [colour]: 'xanh' })).toBe(true);
  });
  it('spec 4.3: the attribute itself is left out of its own check', () => {
    expect(canCombine(variations, colour, 'xanh', { [colour]: 'do', [size]: 's' })).toBe(true);
    expect(canCombine(variations, colour, 'do', { [colour]: 'xanh', [size]: 'xl' })).toBe(false);
  });
  it('spec 4.3: inactive variations offer nothing', () => {
    expect(canCombine(variations, colour, 'den', {})).toBe(false);
  });
});
