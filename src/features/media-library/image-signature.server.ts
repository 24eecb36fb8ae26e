// The first bytes of each format staff may upload. Anything else (an SVG, which may carry script or take the SVG
// drawer minutes for a few hundred bytes; a TIFF; a PDF) is refused before any decoder reads it.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

const signatures: [extension: string, matches: (bytes: Buffer) => boolean][] = [
  ['jpg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['png', (b) => b.subarray(0, 8).equals(png)],
  ['gif', (b) => ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a'],
  ['webp', (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP'],
];

/** The extension of the format the bytes begin as, or undefined for any other file. */
export const signedExtension = (bytes: Buffer): string | undefined => signatures.find(([, matches]) => matches(bytes))?.[0];
