import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/** The site shows media from another origin: cross-origin resources, never run as documents. */
function mediaHeaders(reply: { header(name: string, value: string): unknown }): void {
  reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
}

/**
 * Serves uploaded media at /media/<file>: from the local media folder with @fastify/static, or
 * streamed from the object store when media live there (so URLs made with the default
 * MEDIA_BASE_URL keep working). Names are server-made and never reused, so they cache long.
 */
export default fp(
  async (app) => {
    if (app.mediaStore.kind === 'local') {
      await app.register(fastifyStatic, {
        root: app.config.mediaDir,
        prefix: '/media/',
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        immutable: true,
        maxAge: '365d',
        setHeaders: mediaHeaders,
      });
      return;
    }

    app.get<{ Params: { file: string } }>(
      '/media/:file',
      { schema: { hide: true } },
      async (request, reply: FastifyReply) => {
        const file = await app.mediaStore.open(request.params.file);
        if (!file) {
          return reply
            .status(404)
            .send({ message: `No route for GET ${request.url.split('?')[0]}.` });
        }
        mediaHeaders(reply);
        reply.header('Cache-Control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`);
        reply.type(file.contentType ?? 'application/octet-stream');
        if (file.size !== undefined) reply.header('Content-Length', String(file.size));
        return reply.send(file.stream);
      },
    );
  },
  { name: 'media-files', dependencies: ['config', 'services'] },
);
