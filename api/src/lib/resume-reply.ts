import type { FastifyReply } from 'fastify';
import type { FileStore } from '../storage/file-store';
import { fileReply } from '../plugins/external/swagger';
import { notFound } from './http-error';
import { RESUME_TYPES } from './resume-check';

/** The 200 of a résumé download, in the OpenAPI document. */
export const ResumeDownload = fileReply('The résumé as the visitor sent it', RESUME_TYPES);

/**
 * Streams a stored résumé as a download, from its store as the visitor sent it: never cached
 * anywhere, never sniffed into something a browser would run.
 */
export async function sendResume(
  store: FileStore,
  reply: FastifyReply,
  resume: { fileName: string; originalName: string; contentType: string; size: number } | undefined,
  missing: string,
): Promise<FastifyReply> {
  const file = resume && (await store.open(resume.fileName));
  if (!resume || !file) throw notFound(missing);
  const asciiName = resume.originalName.replace(/[^\w.-]+/g, '_') || resume.fileName;
  reply
    .type(resume.contentType)
    .header('Cache-Control', 'private, no-store')
    .header('X-Content-Type-Options', 'nosniff')
    .header(
      'Content-Disposition',
      `attachment; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(resume.originalName)}`,
    );
  if (file.size !== undefined) reply.header('Content-Length', String(file.size));
  return reply.send(file.stream);
}
