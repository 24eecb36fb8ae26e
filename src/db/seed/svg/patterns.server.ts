/** Fabric patterns of the 'hoa-van' terms: an SVG <pattern> tile over a base colour. */
export interface Fabric {
  base: string;
  tile: string;
}

export const fabrics: Record<string, Fabric> = {
  'hoa-nhi': {
    base: '#f3b6c8',
    tile:
      [[15, 15], [45, 45]]
        .map(([x, y]) => `<g transform="translate(${x} ${y})"><circle cx="0" cy="-6" r="5" fill="#fff"/><circle cx="6" cy="0" r="5" fill="#fff"/><circle cx="0" cy="6" r="5" fill="#fff"/><circle cx="-6" cy="0" r="5" fill="#fff"/><circle r="3.5" fill="#f2c14e"/></g>`)
        .join(''),
  },
  'cham-bi': { base: '#1f3a5f', tile: '<circle cx="15" cy="15" r="7" fill="#fff"/><circle cx="45" cy="45" r="7" fill="#fff"/>' },
  'ke-soc': { base: '#6fb1e6', tile: '<rect width="60" height="14" fill="#fff"/><rect y="30" width="60" height="14" fill="#fff"/>' },
  caro: { base: '#c62828', tile: '<rect width="30" height="60" fill="#000" opacity=".25"/><rect width="60" height="30" fill="#000" opacity=".25"/>' },
  tron: { base: '#d8c3a5', tile: '' },
};

export function patternDef(id: string, fabric: Fabric, scale = 1): string {
  const size = 60 * scale;
  return `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"><g transform="scale(${scale})">${fabric.tile}</g></pattern>`;
}

/** The small square image shown as the term's swatch. */
export function fabricSwatchSvg(fabric: Fabric): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">` +
    `<defs>${patternDef('p', fabric, 1.5)}</defs>` +
    `<rect width="300" height="300" fill="${fabric.base}"/><rect width="300" height="300" fill="url(#p)"/></svg>`
  );
}
