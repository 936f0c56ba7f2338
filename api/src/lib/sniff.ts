/** File kinds accepted by content, never by name or declared type (résumés: resume-check.ts). */
export type SniffedKind = 'image' | 'video' | 'document';

export interface SniffedType {
  kind: SniffedKind;
  mime: string;
  extension: string;
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];

/** ISO base media brands that are MP4 video (not HEIC/AVIF still images, not QuickTime). */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VP',
  'dash',
  'mmp4',
  'MSNV',
  'NDAS',
  'NDSC',
  'NDSH',
  'NDSM',
  'NDSP',
  'NDSS',
  'NDXC',
  'NDXH',
  'NDXM',
  'NDXP',
  'NDXS',
  'F4V ',
  'f4v ',
]);

function startsWith(buffer: Buffer, bytes: number[], offset = 0): boolean {
  if (buffer.length < offset + bytes.length) return false;
  return bytes.every((byte, i) => buffer[offset + i] === byte);
}

function ascii(buffer: Buffer, start: number, end: number): string {
  return buffer.subarray(start, end).toString('latin1');
}

/**
 * Recognizes PNG, JPEG, GIF, WebP, MP4, WebM and Ogg (Theora) video from the first bytes of a
 * file (4 KiB is plenty). Everything else, SVG and HTML included, is `undefined`.
 */
export function sniffMedia(head: Buffer): SniffedType | undefined {
  if (startsWith(head, PNG)) return { kind: 'image', mime: 'image/png', extension: 'png' };
  if (startsWith(head, JPEG)) return { kind: 'image', mime: 'image/jpeg', extension: 'jpg' };
  const six = ascii(head, 0, 6);
  if (six === 'GIF87a' || six === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', extension: 'gif' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { kind: 'image', mime: 'image/webp', extension: 'webp' };
  }
  if (ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12))) {
    return { kind: 'video', mime: 'video/mp4', extension: 'mp4' };
  }
  if (startsWith(head, EBML) && head.subarray(0, 64).includes('webm', 0, 'latin1')) {
    return { kind: 'video', mime: 'video/webm', extension: 'webm' };
  }
  // An Ogg file is video only when a Theora stream header appears in its first pages.
  if (ascii(head, 0, 4) === 'OggS' && head.includes('\x80theora', 0, 'latin1')) {
    return { kind: 'video', mime: 'video/ogg', extension: 'ogv' };
  }
  return undefined;
}
