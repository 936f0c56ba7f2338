import { deflateSync } from 'node:zlib';
import CFB from 'cfb';
import { strToU8, zipSync } from 'fflate';

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

/** A one-page PDF that a PDF parser opens (objects in order; the parser needs no xref). */
const pdfOf = (catalogExtra = '', more = '') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${catalogExtra}>> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
      `3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj\n${more}` +
      'trailer << /Root 1 0 R /Size 4 >>\n%%EOF\n',
    'latin1',
  );
const pdf = pdfOf();

const zip = (files: Record<string, string>) =>
  Buffer.from(
    zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)]))),
  );
const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const DOCUMENT_XML =
  '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p/></w:body></w:document>';

/** A Compound File (legacy Word) holding the given streams. */
function wordBinary(streams: Record<string, string>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, text] of Object.entries(streams))
    CFB.utils.cfb_add(container, name, Buffer.from(text));
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** Files that pass a first-bytes check but are not the document they claim to be: each was
 * accepted while résumés were only sniffed, not parsed. */
export const HOSTILE_RESUMES = {
  /** The finding: a ZIP that only contains the string word/document.xml. */
  fakeDocx: pad(
    bytes(
      [0x50, 0x4b, 0x03, 0x04],
      Array(26).fill(0),
      '[Content_Types].xml',
      Array(40).fill(0),
      'word/document.xml',
    ),
  ),
  /** The finding: a PDF header in front of an HTML page with a script. */
  polyglot: Buffer.from(
    '%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n//%%EOF\n',
  ),
  /** A PDF that runs JavaScript when opened. */
  pdfWithJavaScript: pdfOf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
  /** A PDF that launches a program. */
  pdfWithLaunch: pdfOf('/OpenAction 4 0 R ', '4 0 obj << /S /Launch /F (cmd.exe) >> endobj\n'),
  /** An object stream of deflated zeros that would expand to 200 MB while parsing. */
  get pdfBomb() {
    return Buffer.concat([
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode >>\nstream\n',
      ),
      deflateSync(Buffer.alloc(200 * 1024 * 1024)),
      Buffer.from('\nendstream\nendobj\n'),
    ]);
  },
  /** A macro-enabled Word document renamed .docx. */
  docm: zip({
    '[Content_Types].xml': CONTENT_TYPES.replace(
      'document.main+xml',
      'document.macroEnabled.main+xml',
    ),
    'word/document.xml': DOCUMENT_XML,
    'word/vbaProject.bin': 'Attribute VB_Name = "x"',
  }),
  /** A ZIP with the right part names but something else inside. */
  docxWithoutDocument: zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<html/>' }),
  /** Legacy Word with a VBA macro storage. */
  docWithMacros: wordBinary({ WordDocument: 'text', 'Macros/VBA/dir': 'x' }),
  /** A Compound File that is not a Word document (e.g. an .msi). */
  compoundNotWord: wordBinary({ SummaryInformation: 'x' }),
};

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
  pdf,
  doc: wordBinary({ WordDocument: 'text' }),
  docx: zip({ '[Content_Types].xml': CONTENT_TYPES, 'word/document.xml': DOCUMENT_XML }),
  zip: pad(bytes([0x50, 0x4b, 0x03, 0x04], Array(26).fill(0), 'notes.txt')),
};

/** The media an upload accepts, each with the type its bytes say: [kind, bytes, MIME type]. */
export const ACCEPTED_MEDIA: [string, Buffer, string][] = [
  ['png', FILES.png, 'image/png'],
  ['jpeg', FILES.jpeg, 'image/jpeg'],
  ['gif', FILES.gif, 'image/gif'],
  ['webp', FILES.webp, 'image/webp'],
  ['mp4', FILES.mp4, 'video/mp4'],
  ['webm', FILES.webm, 'video/webm'],
  ['ogv', FILES.ogv, 'video/ogg'],
];
