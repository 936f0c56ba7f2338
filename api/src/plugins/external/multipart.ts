import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * Multipart bodies (media uploads, job applications). The per-file cap here is the largest
 * allowed size; routes apply the limit of the sniffed kind while streaming. Registered by the
 * two route plugins that read forms, not at the root: @fastify/multipart adds an onRequest
 * and an onResponse hook to every request in its scope. Elsewhere a form is 415.
 */
export default fp(
  async (app) => {
    const { imageBytes, videoBytes, resumeBytes } = app.config.limits;
    await app.register(multipart, {
      limits: {
        fileSize: Math.max(imageBytes, videoBytes, resumeBytes),
        files: 1,
        fields: 10,
        fieldSize: 20_000,
        parts: 12,
        headerPairs: 100,
      },
    });
  },
  { name: 'multipart', dependencies: ['config'] },
);
