import fp from 'fastify-plugin';
import {
  drawableImage,
  renderShareCard,
  shareCardInput,
  shareCardName,
  type ShareCardPost,
} from '../../lib/share-card';

/** Draws the cards that shared links to posts show (lib/share-card.ts) into the media store. */
export interface ShareCards {
  /** Draws a post's card unless the store has it. A card's name says what it shows, so one
   * drawn by another instance, or before an edit that changed nothing it shows, is kept. */
  ensure(tenantId: string, post: ShareCardPost): Promise<void>;
}

export default fp(
  async (app) => {
    const drawing = new Map<string, Promise<void>>();

    /** The feature image as a data: URL for the card, or undefined when the card cannot show
     * it (a GIF or WebP, or a file the store no longer has: the card is drawn without it). */
    async function picture(name: string | undefined): Promise<string | undefined> {
      if (!name || !drawableImage(name)) return undefined;
      const stored = await app.mediaStore.open(name);
      if (!stored) return undefined;
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
      const type = /\.png$/i.test(name) ? 'image/png' : 'image/jpeg';
      return `data:${type};base64,${Buffer.concat(chunks).toString('base64')}`;
    }

    async function draw(tenantId: string, post: ShareCardPost) {
      const input = shareCardInput(app.config, tenantId, post);
      const name = shareCardName(input);
      const stored = await app.mediaStore.open(name);
      if (stored) {
        stored.stream.destroy();
        return;
      }
      await app.mediaStore.save(name, [await renderShareCard(input, await picture(input.image))], {
        contentType: 'image/png',
      });
    }

    const cards: ShareCards = {
      ensure(tenantId, post) {
        const key = shareCardName(shareCardInput(app.config, tenantId, post));
        let pending = drawing.get(key);
        if (!pending) {
          pending = draw(tenantId, post).finally(() => drawing.delete(key));
          drawing.set(key, pending);
        }
        return pending;
      },
    };
    app.decorate('shareCards', cards);

    // Posts published before cards existed, or whose card left the store, get theirs after the
    // start, one at a time and off the requests' path.
    // A stop does not wait for the rest: the next start draws what is missing.
    let closing = false;
    app.addHook('onReady', async () => {
      void (async () => {
        const published = await app.db
          .selectFrom('posts')
          .select(['tenant_id', 'title', 'tags', 'feature_image as featureImage'])
          .where('publish_status', '=', 'Published')
          .execute();
        for (const post of published) {
          if (closing) return;
          await cards.ensure(post.tenant_id, post);
        }
      })().catch((error: unknown) => {
        if (!closing) app.log.error({ err: error }, 'share cards of published posts not drawn');
      });
    });
    app.addHook('onClose', async () => {
      closing = true;
      await Promise.allSettled(drawing.values());
    });
  },
  { name: 'share-cards', dependencies: ['config', 'database', 'services'] },
);
