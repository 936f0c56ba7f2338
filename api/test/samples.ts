/** Tiny files with the real signatures of each format, made in code. */
const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );

const pad = (buffer: Buffer, size = 256) =>
  Buffer.concat([buffer, Buffer.alloc(Math.max(0, size - buffer.length))]);

/** A one-pixel PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export const FILES = {
  png,
  jpeg: pad(bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0])),
  gif: pad(bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0])),
  webp: pad(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')),
  mp4: pad(bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0], 'isomiso2avc1mp41')),
  webm: pad(
    bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84], 'webm'),
  ),
  ogv: pad(bytes('OggS', [0, 2], Array(20).fill(0), [0x01, 0x2a, 0x80], 'theora', [3, 2, 1])),
  oggAudio: pad(
    bytes('OggS', [0, 2], Array(20).fill(0), [0x01, 0x1e, 0x01], 'vorbis', [0, 0, 0, 0]),
  ),
  heic: pad(bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0], 'mif1heic')),
  svg: Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
  ),
  html: Buffer.from(
    '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>',
  ),
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  ),
  doc: pad(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], Array(24).fill(0)), 512),
  docx: pad(
    bytes(
      [0x50, 0x4b, 0x03, 0x04],
      Array(26).fill(0),
      '[Content_Types].xml',
      Array(40).fill(0),
      'word/document.xml',
    ),
  ),
  zip: pad(bytes([0x50, 0x4b, 0x03, 0x04], Array(26).fill(0), 'notes.txt')),
};
