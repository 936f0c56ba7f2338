import { constants, inflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import CFB from 'cfb';
import { unzipSync } from 'fflate';
import type { SniffedType } from './sniff';

/**
 * Résumés land in staff inboxes, so a file is accepted only when it really is what it claims:
 * its container is opened with a parser of that format (never a string search), and the
 * formats' active content (PDF JavaScript, launch actions and embedded files; Word macros) is
 * refused. The outcome is the type, or the sentence the application form shows.
 */
export type ResumeCheck = { ok: true; type: SniffedType } | { ok: false; message: string };

export const NOT_A_RESUME = 'The résumé must be a PDF, DOC or DOCX file.';
const UNREADABLE = (kind: string) =>
  `The résumé could not be opened as a ${kind} file. Please export it again and retry.`;
const ACTIVE_CONTENT = (kind: string) =>
  `The résumé ${kind} contains macros, scripts or embedded files. Please send a plain ${kind}.`;

const PDF: SniffedType = { kind: 'document', mime: 'application/pdf', extension: 'pdf' };
const DOC: SniffedType = { kind: 'document', mime: 'application/msword', extension: 'doc' };
const DOCX: SniffedType = {
  kind: 'document',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  extension: 'docx',
};

/** The media types a stored résumé can have, so a download answers with one of them. */
export const RESUME_TYPES = [PDF, DOC, DOCX].map((type) => type.mime);

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** Decompressed bytes a résumé may expand to while it is checked (zip and PDF streams). */
const MAX_EXPANDED = 64 * 1024 * 1024;

/** PDF keys and action types that run code, open other files or carry files inside. */
const ACTIVE_PDF_KEYS = ['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia', 'XFA'];
const ACTIVE_PDF_ACTIONS = [
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'GoToE',
  'Rendition',
];

/**
 * PDF object and cross-reference streams are inflated while the file is parsed; a few MB of
 * deflated zeros would become gigabytes. Every zlib stream in the file is inflated here first
 * under one shared budget, and a file over it is refused before the parser sees it.
 */
function pdfStreamsFitBudget(file: Buffer): boolean {
  let budget = MAX_EXPANDED;
  let at = file.indexOf('stream', 0, 'latin1');
  while (at !== -1) {
    let start = at + 'stream'.length;
    if (file[start] === 0x0d) start += 1;
    if (file[start] === 0x0a) {
      start += 1;
      const end = file.indexOf('endstream', start, 'latin1');
      if (end === -1) break;
      if (file[start] === 0x78) {
        try {
          const out = inflateSync(file.subarray(start, end), {
            maxOutputLength: budget,
            finishFlush: constants.Z_SYNC_FLUSH,
          });
          budget -= out.length;
        } catch (error) {
          if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        }
      }
      at = file.indexOf('stream', end + 'endstream'.length, 'latin1');
    } else {
      at = file.indexOf('stream', start, 'latin1');
    }
  }
  return true;
}

/** True when a PDF object, or any dictionary or array nested in it, is active content. */
function hasActiveContent(object: PDFObject, depth = 0): boolean {
  if (depth > 32) return true;
  if (object instanceof PDFArray) {
    return object.asArray().some((item) => hasActiveContent(item, depth + 1));
  }
  const dict =
    object instanceof PDFDict ? object : object instanceof PDFRawStream ? object.dict : undefined;
  if (!dict) return false;
  const action = dict.get(PDFName.of('S'));
  const type = dict.get(PDFName.of('Type'));
  if (
    dict.keys().some((key) => ACTIVE_PDF_KEYS.includes(key.decodeText())) ||
    (action instanceof PDFName && ACTIVE_PDF_ACTIONS.includes(action.decodeText())) ||
    (type instanceof PDFName && type.decodeText() === 'EmbeddedFile')
  ) {
    return true;
  }
  // References are visited as indirect objects of their own; only direct values nest here.
  return dict.values().some((value) => hasActiveContent(value, depth + 1));
}

async function checkPdf(file: Buffer): Promise<ResumeCheck> {
  if (!pdfStreamsFitBudget(file)) return { ok: false, message: UNREADABLE('PDF') };
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(file, {
      ignoreEncryption: true,
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) return { ok: false, message: UNREADABLE('PDF') };
  } catch {
    return { ok: false, message: UNREADABLE('PDF') };
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (hasActiveContent(object)) return { ok: false, message: ACTIVE_CONTENT('PDF') };
  }
  return { ok: true, type: PDF };
}

const DOCX_MAIN =
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';

function checkDocx(file: Buffer): ResumeCheck {
  let parts: Record<string, Uint8Array>;
  const names: string[] = [];
  let expanded = 0;
  try {
    parts = unzipSync(file, {
      filter: (entry) => {
        names.push(entry.name);
        const wanted = entry.name === '[Content_Types].xml' || entry.name === 'word/document.xml';
        if (wanted) expanded += entry.originalSize;
        return wanted;
      },
    });
  } catch {
    return { ok: false, message: UNREADABLE('DOCX') };
  }
  if (expanded > MAX_EXPANDED) return { ok: false, message: UNREADABLE('DOCX') };
  const types = parts['[Content_Types].xml'];
  const body = parts['word/document.xml'];
  if (!types || !body) return { ok: false, message: UNREADABLE('DOCX') };
  const typesXml = Buffer.from(types).toString('utf8');
  if (
    names.some((name) =>
      /(^|\/)vbaProject\.bin$|^word\/(embeddings|activeX)\/|\.(exe|js|vbs|ps1|bat|cmd|scr)$/i.test(
        name,
      ),
    ) ||
    /macroEnabled/i.test(typesXml)
  ) {
    return { ok: false, message: ACTIVE_CONTENT('DOCX') };
  }
  const bodyHead = Buffer.from(body.subarray(0, 4096)).toString('utf8');
  if (!typesXml.includes(DOCX_MAIN) || !/<(\w+:)?document[\s>]/.test(bodyHead)) {
    return { ok: false, message: UNREADABLE('DOCX') };
  }
  return { ok: true, type: DOCX };
}

function checkDoc(file: Buffer): ResumeCheck {
  let container: CFB.CFB$Container;
  try {
    container = CFB.read(file, { type: 'buffer' });
  } catch {
    return { ok: false, message: UNREADABLE('DOC') };
  }
  const paths = container.FullPaths.map((name) => name.toLowerCase());
  if (!paths.some((name) => name.endsWith('/worddocument'))) {
    return { ok: false, message: UNREADABLE('DOC') };
  }
  if (paths.some((name) => /\/(macros|_vba_project_cur|vba)\//.test(name))) {
    return { ok: false, message: ACTIVE_CONTENT('DOC') };
  }
  return { ok: true, type: DOC };
}

/** Opens the résumé with the parser its first bytes point to; anything else is refused. */
export async function checkResume(file: Buffer): Promise<ResumeCheck> {
  if (file.subarray(0, 5).toString('latin1') === '%PDF-') return checkPdf(file);
  if (file.subarray(0, 8).equals(OLE2)) return checkDoc(file);
  if (file.subarray(0, 4).equals(ZIP)) return checkDocx(file);
  return { ok: false, message: NOT_A_RESUME };
}
