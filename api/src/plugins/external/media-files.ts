import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves uploaded media at /media/<file>. The site shows these files from another origin, so
 * they are cross-origin resources; names are server-made and never reused, so they cache long.
 */
export default fp(
  async (app) => {
    await app.register(fastifyStatic, {
      root: app.config.mediaDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (reply) => {
        reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
        reply.header('X-Content-Type-Options', 'nosniff');
        reply.header('Content-Security-Policy', "default-src 'none'; sandbox");
      },
    });
  },
  { name: 'media-files', dependencies: ['config'] },
);
