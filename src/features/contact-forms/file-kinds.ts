// What a file really is, read from its first bytes: the name and the browser's type are the visitor's word.

export type FileKind =
  | 'jpeg' | 'png' | 'gif' | 'webp' | 'heic' | 'pdf' | 'office' | 'zip' | 'mp3' | 'mp4' | 'wav' | 'avi' | 'ogg' | 'text';

// OOXML and OpenDocument files are zip archives and old Office files are OLE containers: sniffing tells the
// container, so docx, xlsx and odt stand together (and zip with them: an .docx is a zip a person can open).
const byExtension: Record<string, FileKind[]> = {
  jpg: ['jpeg'], jpeg: ['jpeg'], jpe: ['jpeg'], png: ['png'], gif: ['gif'], webp: ['webp'], heic: ['heic'], heif: ['heic'],
  pdf: ['pdf'], doc: ['office'], xls: ['office'], ppt: ['office'],
  docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], odt: ['zip'], ods: ['zip'], odp: ['zip'], zip: ['zip'],
  mp3: ['mp3'], mp4: ['mp4'], m4a: ['mp4'], mov: ['mp4'], wav: ['wav'], avi: ['avi'], ogg: ['ogg'], oga: ['ogg'],
  txt: ['text'], csv: ['text'],
};

const byMediaType: Record<string, FileKind[]> = {
  'image/*': ['jpeg', 'png', 'gif', 'webp', 'heic'], 'audio/*': ['mp3', 'mp4', 'wav', 'ogg'], 'video/*': ['mp4', 'avi'],
  'image/jpeg': ['jpeg'], 'image/png': ['png'], 'image/gif': ['gif'], 'image/webp': ['webp'], 'image/heic': ['heic'],
  'application/pdf': ['pdf'], 'text/plain': ['text'], 'text/csv': ['text'], 'application/zip': ['zip'],
};

/** The kinds a `filetypes:` entry (`jpg`, `.pdf`, `image/*`) names, or undefined when it names none we can tell. */
export function kindsOf(entry: string): FileKind[] | undefined {
  const key = entry.toLowerCase().replace(/^\./, '');
  return byExtension[key] ?? byMediaType[key];
}

/**
 * Whether a file's name ends in an extension of the kind its bytes show. The mail attaches the file under that
 * name and mail programs open it by it, so `invoice.html` or `payment.exe` holding a PDF's bytes is refused.
 */
export function nameFitsKind(name: string, kind: FileKind): boolean {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return Object.hasOwn(byExtension, extension) && byExtension[extension]!.includes(kind);
}

export const defaultFileTypes = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'heic', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt'];

/** The `accept` attribute of a file input: the extensions of the kinds it takes. */
export function acceptAttribute(kinds: readonly string[]): string {
  return Object.entries(byExtension)
    .filter(([, k]) => k.some((kind) => kinds.includes(kind)))
    .map(([ext]) => `.${ext}`)
    .join(',');
}

const ascii = (head: Uint8Array, at: number, text: string) =>
  [...text].every((ch, i) => head[at + i] === ch.charCodeAt(0));
const bytes = (head: Uint8Array, at: number, values: number[]) => values.every((v, i) => head[at + i] === v);

function textLike(head: Uint8Array): boolean {
  if (head.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The kind of a file from its first bytes (4 KiB are plenty), or undefined when it is none we take. */
export function sniffFileKind(head: Uint8Array): FileKind | undefined {
  if (bytes(head, 0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (bytes(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (ascii(head, 0, 'RIFF')) return ascii(head, 8, 'WEBP') ? 'webp' : ascii(head, 8, 'WAVE') ? 'wav' : ascii(head, 8, 'AVI ') ? 'avi' : undefined;
  if (ascii(head, 0, '%PDF-')) return 'pdf';
  if (bytes(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'office';
  if (bytes(head, 0, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 4, 'ftyp')) return /^(heic|heix|mif1|msf1)$/.test(String.fromCharCode(...head.slice(8, 12))) ? 'heic' : 'mp4';
  if (ascii(head, 0, 'ID3') || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return 'mp3';
  if (head.length > 0 && textLike(head)) return 'text';
  return undefined;
}
