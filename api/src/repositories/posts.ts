import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { PostRow, PublishStatus, RevisionReason } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { ownedRow, removeOwned } from '../db/owned';
import { readingMinutes } from '../lib/reading-time';
import { shareCardImage, type ShareImageView } from '../lib/share-card';
import { newestFirst, type PageRequest } from '../lib/pages';
import { slugify, uniqueSlug } from '../lib/slug';
import { containing } from '../lib/search';
import { conflict } from '../lib/http-error';
import { postPath } from '../lib/site-paths';

/** What a save stores; the content is already sanitized. */
export interface PostInput {
  title: string;
  content: string;
  excerpt: string;
  tags: string[];
  status: PublishStatus;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** The feature image's file name in the media store, or null. */
  featureImage: { name: string; alt: string } | null;
  /** When a Scheduled post goes live; null for any other status. */
  publishAt: Date | null;
  /** When a Published or Scheduled post goes back to Draft; null for none. */
  unpublishAt: Date | null;
  /** A new address chosen by the owner (an edit only; its form is checked by the schema). */
  slug?: string | undefined;
}

/** A post as every post route answers it (`PostReply` in schemas/post.ts). */
export interface PostView {
  _id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  tags: string[];
  publishStatus: PublishStatus;
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  /** When a Scheduled post goes live (UTC); null for any other status. */
  publishAt: string | null;
  /** When a Published or Scheduled post goes back to Draft by itself (UTC); null for none. */
  unpublishAt: string | null;
  likes: string[];
  dislikes: string[];
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  /** Minutes to read the body (stored on save). */
  readingMinutes: number;
  /** The post's picture on the list, its page and its card, with its description. */
  featureImage: { url: string; alt: string } | null;
  /** The card a shared link to the post shows (drawn by the share-cards plugin). */
  shareImage: ShareImageView;
  /** Goes up by one with every save (the ETag a save names in If-Match). */
  version: number;
}

/** Who saves, why, and the version their edit started from (none: whatever is current). */
export interface SaveOptions {
  by: string | null;
  reason?: Extract<RevisionReason, 'update' | 'restore'>;
  ifVersion?: number | undefined;
}

/** A save that named a version the post no longer has: someone saved in between. */
export class StaleVersion extends Error {
  constructor(readonly current: PostView) {
    super('The post changed since the version this save started from.');
    this.name = 'StaleVersion';
  }
}

export interface Votes {
  likes: string[];
  dislikes: string[];
}

/** What a list asks for: a status (none: all), a page, a search text and a tag. */
export interface ListOptions extends PageRequest {
  status?: PublishStatus | undefined;
  /** Case-insensitive text within the title or the excerpt. */
  search?: string | undefined;
  /** Exactly one of the post's tags. */
  tag?: string | undefined;
  /** Only the posts this account wrote (an Author's list). */
  authorId?: string | undefined;
  /** Only the drafts submitted for review. */
  waitingForReview?: boolean | undefined;
}

/** Who wrote and who published a post, and whether it waits for review: the staff's view. */
export interface PostCredits {
  writtenBy: string | null;
  publishedBy: string | null;
  submittedForReviewAt: string | null;
}

/** A list position: the last row's (coalesce(published_at, created_at), id). */
export interface PostCursor {
  at: number;
  id: string;
}

export interface PostsRepository {
  /** One page, newest first (by publication, else creation), and where the next one starts. */
  list(tenantId: string, options: ListOptions): Promise<{ posts: PostView[]; next?: PostCursor }>;
  /** By id or by slug, with its votes. */
  findRow(tenantId: string, idOrSlug: string): Promise<PostWithVotes | undefined>;
  /** By id or by slug: just its id and status (to check it may be read). */
  findRef(
    tenantId: string,
    idOrSlug: string,
  ): Promise<{ id: string; publish_status: PublishStatus } | undefined>;
  /** The reply for a row (its votes are read unless the row carries them). */
  view(row: PostRow | PostWithVotes): Promise<PostView>;
  /** Every save (create, update, setStatus, publishDue) keeps a revision in its transaction. */
  create(tenantId: string, authorId: string | null, input: PostInput, at?: Date): Promise<PostView>;
  /** Throws StaleVersion when `save.ifVersion` is not the post's version. */
  update(
    tenantId: string,
    id: string,
    input: PostInput,
    save?: SaveOptions,
  ): Promise<PostView | undefined>;
  setStatus(
    tenantId: string,
    id: string,
    status: PublishStatus,
    by?: string | null,
  ): Promise<PostView | undefined>;
  remove(tenantId: string, id: string): Promise<boolean>;
  /** Marks a draft as waiting for review (undefined: no such draft). */
  submitForReview(tenantId: string, id: string): Promise<PostRow | undefined>;
  /** The credits of each post, by id (usernames read now: a renamed account shows its new name). */
  credits(tenantId: string, ids: string[]): Promise<Map<string, PostCredits>>;
  /**
   * Publishes every Scheduled post whose time has come (at its scheduled time), in one
   * conditional UPDATE: two instances running it at once each publish a post at most once
   * between them, because the second waits on the first's row locks and then no longer matches.
   * Returns the posts this call published.
   */
  publishDue(now: Date): Promise<{ tenantId: string; post: PostView }[]>;
  /**
   * Moves every Published post whose unpublish time has come back to Draft, in one conditional
   * UPDATE with the same guarantee as `publishDue`: each post at most once across instances.
   * Returns the posts this call took down.
   */
  unpublishDue(now: Date): Promise<{ tenantId: string; post: PostView }[]>;
  count(tenantId: string): Promise<number>;
  /** Toggles the user's vote (1 like, -1 dislike); the opposite vote is replaced. */
  toggleVote(tenantId: string, postId: string, userId: string, value: 1 | -1): Promise<Votes>;
  likedBy(tenantId: string, userId: string): Promise<{ id: string; title: string }[]>;
}

export type PostWithVotes = PostRow & Votes;

const SLUG_TAKEN = 'Another post already has that address. Please choose another slug.';

const iso = (date: Date | string) => new Date(date).toISOString();

/** The votes of each post as two arrays of user ids, read in the same query as the post. */
const likes = sql<
  string[]
>`array(select v.user_id from post_votes v where v.tenant_id = posts.tenant_id and v.post_id = posts.id and v.value = 1 order by v.created_at, v.user_id)`;
const dislikes = sql<
  string[]
>`array(select v.user_id from post_votes v where v.tenant_id = posts.tenant_id and v.post_id = posts.id and v.value = -1 order by v.created_at, v.user_id)`;

/** The columns a reply needs (not tenant_id nor author_id). */
const REPLY_COLUMNS = [
  'id',
  'slug',
  'title',
  'excerpt',
  'content',
  'tags',
  'publish_status',
  'created_at',
  'updated_at',
  'published_at',
  'meta_title',
  'meta_description',
  'meta_keywords',
  'reading_minutes',
  'feature_image',
  'feature_image_alt',
  'publish_at',
  'version',
  'unpublish_at',
] as const;
type ReplyRow = Pick<PostRow, (typeof REPLY_COLUMNS)[number]>;

/** The order of every list, newest first; an index serves it (migration 0002). */
const listedAt = sql<Date>`coalesce(published_at, created_at)`;

/** The columns a save writes from what the editor sent, the same for a new post and an edit. */
function editedColumns(input: PostInput) {
  return {
    title: input.title,
    excerpt: input.excerpt,
    content: input.content,
    reading_minutes: readingMinutes(input.content),
    tags: input.tags,
    publish_status: input.status,
    meta_title: input.metaTitle,
    meta_description: input.metaDescription,
    meta_keywords: input.metaKeywords,
    feature_image: input.featureImage?.name ?? null,
    feature_image_alt: input.featureImage?.alt ?? '',
    publish_at: input.status === 'Scheduled' ? input.publishAt : null,
    unpublish_at: input.status === 'Draft' ? null : input.unpublishAt,
  } satisfies Partial<PostRow>;
}

function toView(
  row: ReplyRow,
  votes: Votes,
  shareImage: ShareImageView,
  mediaBaseUrl: string,
): PostView {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    content: row.content,
    tags: row.tags,
    publishStatus: row.publish_status,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    publishAt: row.publish_at ? iso(row.publish_at) : null,
    unpublishAt: row.unpublish_at ? iso(row.unpublish_at) : null,
    likes: votes.likes,
    dislikes: votes.dislikes,
    metaTitle: row.meta_title,
    metaDescription: row.meta_description,
    metaKeywords: row.meta_keywords,
    readingMinutes: row.reading_minutes,
    featureImage: row.feature_image
      ? { url: `${mediaBaseUrl}/${row.feature_image}`, alt: row.feature_image_alt }
      : null,
    shareImage,
    version: row.version,
  };
}

export default fp(
  async (app) => {
    const { db } = app;
    const revisions = app.postRevisionsRepository;
    const card = (
      tenantId: string,
      post: { title: string; tags: string[]; feature_image: string | null },
    ) => shareCardImage(app.config, tenantId, { ...post, featureImage: post.feature_image });

    async function votesFor(tenantId: string, postIds: string[]): Promise<Map<string, Votes>> {
      const byPost = new Map<string, Votes>(postIds.map((id) => [id, { likes: [], dislikes: [] }]));
      if (postIds.length === 0) return byPost;
      const rows = await db
        .selectFrom('post_votes')
        .select(['post_id', 'user_id', 'value'])
        .where('tenant_id', '=', tenantId)
        .where('post_id', 'in', postIds)
        .orderBy('created_at')
        .execute();
      for (const row of rows) {
        const votes = byPost.get(row.post_id);
        if (!votes) continue;
        (row.value > 0 ? votes.likes : votes.dislikes).push(row.user_id);
      }
      return byPost;
    }

    async function freeSlug(tenantId: string, title: string, exceptId?: string): Promise<string> {
      const base = slugify(title);
      let query = db
        .selectFrom('posts')
        .select('slug')
        .where('tenant_id', '=', tenantId)
        .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
      if (exceptId) query = query.where('id', '!=', exceptId);
      const taken = new Set((await query.execute()).map((row) => row.slug));
      return uniqueSlug(base, taken);
    }

    /** Runs a save and keeps the row it wrote as a revision, in one transaction. */
    async function saved<Row extends PostRow | undefined>(
      reason: RevisionReason,
      by: string | null,
      write: () => Promise<Row>,
    ): Promise<Row> {
      return app.transaction(async () => {
        const row = await write();
        if (row) await revisions.keep(row, reason, by);
        return row;
      });
    }

    /**
     * Retries when a concurrent save took the same slug between our check and our write (each
     * attempt is its own transaction: a failed statement ends the one it ran in).
     */
    async function withFreeSlug<T>(attempt: () => Promise<T>): Promise<T> {
      for (let tries = 0; ; tries += 1) {
        try {
          return await attempt();
        } catch (error) {
          if (!isUniqueViolation(error) || tries >= 4) throw error;
        }
      }
    }

    /** The replies for the rows a scheduler UPDATE changed, with the tenant of each. */
    async function changedViews(rows: (ReplyRow & { tenant_id: string })[]) {
      const votes = await Promise.all(rows.map((row) => votesFor(row.tenant_id, [row.id])));
      return rows.map((row, index) => ({
        tenantId: row.tenant_id,
        post: toView(
          row,
          votes[index]?.get(row.id) ?? { likes: [], dislikes: [] },
          card(row.tenant_id, row),
          app.config.mediaBaseUrl,
        ),
      }));
    }

    const repository: PostsRepository = {
      async list(tenantId, { status, search, tag, authorId, waitingForReview, limit, after }) {
        let query = db
          .selectFrom('posts')
          .select(REPLY_COLUMNS)
          .select([likes.as('likes'), dislikes.as('dislikes')])
          .where('tenant_id', '=', tenantId);
        if (status) query = query.where('publish_status', '=', status);
        if (search) {
          const pattern = containing(search);
          query = query.where((eb) =>
            eb.or([eb('title', 'ilike', pattern), eb('excerpt', 'ilike', pattern)]),
          );
        }
        if (tag) query = query.where(sql<boolean>`${tag} = any(tags)`);
        if (authorId) query = query.where('author_id', '=', authorId);
        if (waitingForReview) query = query.where('submitted_for_review_at', 'is not', null);
        const { page, next } = await newestFirst(
          query,
          { limit, after },
          { at: listedAt, id: 'id', of: (row) => row.published_at ?? row.created_at },
        );
        return {
          posts: page.map((row) => toView(row, row, card(tenantId, row), app.config.mediaBaseUrl)),
          next,
        };
      },

      findRef: (tenantId, idOrSlug) =>
        db
          .selectFrom('posts')
          .select(['id', 'publish_status'])
          .where('tenant_id', '=', tenantId)
          .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug.toLowerCase())]))
          .orderBy(sql`(id = ${idOrSlug})`, 'desc')
          .executeTakeFirst(),

      findRow: (tenantId, idOrSlug) =>
        db
          .selectFrom('posts')
          .selectAll()
          .select([likes.as('likes'), dislikes.as('dislikes')])
          .where('tenant_id', '=', tenantId)
          .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug.toLowerCase())]))
          // An id match wins over a slug match.
          .orderBy(sql`(id = ${idOrSlug})`, 'desc')
          .executeTakeFirst(),

      async view(row) {
        const image = card(row.tenant_id, row);
        if ('likes' in row) return toView(row, row, image, app.config.mediaBaseUrl);
        const votes = await votesFor(row.tenant_id, [row.id]);
        return toView(
          row,
          votes.get(row.id) ?? { likes: [], dislikes: [] },
          image,
          app.config.mediaBaseUrl,
        );
      },

      async create(tenantId, authorId, input, at) {
        const now = at ?? app.clock.now();
        const row = await withFreeSlug(() =>
          saved('create', authorId, async () => {
            const inserted = await db
              .insertInto('posts')
              .values({
                id: randomUUID(),
                tenant_id: tenantId,
                slug: await freeSlug(tenantId, input.title),
                ...editedColumns(input),
                author_id: authorId,
                published_by: input.status === 'Draft' ? null : authorId,
                created_at: now,
                updated_at: now,
                published_at: input.status === 'Published' ? now : null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            await app.redirectsRepository.postTookPath(tenantId, postPath(inserted.slug));
            return inserted;
          }),
        );
        return toView(
          row,
          { likes: [], dislikes: [] },
          card(tenantId, row),
          app.config.mediaBaseUrl,
        );
      },

      async update(tenantId, id, input, save = { by: null }) {
        const current = await db
          .selectFrom('posts')
          .selectAll()
          .where(ownedRow(tenantId, id))
          .executeTakeFirst();
        if (!current) return undefined;
        if (save.ifVersion !== undefined && save.ifVersion !== current.version)
          throw new StaleVersion(await repository.view(current));
        const now = app.clock.now();
        // A post keeps its address once it has been published; a never-published draft follows its title.
        const followTitle =
          current.published_at === null &&
          current.publish_status === 'Draft' &&
          current.title !== input.title;
        const renamed = input.slug !== undefined && input.slug !== current.slug;
        if (renamed) {
          const holder = await repository.findRef(tenantId, input.slug ?? '');
          if (holder && holder.id !== id) throw conflict(SLUG_TAKEN);
        }
        // One try: the write (its slug, when it follows the title, looked for again on each try)
        // and, in its transaction, its revision and the redirects a new address needs.
        const attempt = () =>
          saved(save.reason ?? 'update', save.by, async () => {
            const slug = renamed
              ? input.slug
              : followTitle
                ? await freeSlug(tenantId, input.title, id)
                : undefined;
            const row = await db
              .updateTable('posts')
              .set({
                ...(slug !== undefined && { slug }),
                ...editedColumns(input),
                updated_at: now,
                published_at: input.status === 'Published' ? (current.published_at ?? now) : null,
                // Who made it public (or scheduled it), kept while it stays so; a draft has none
                // and waits for review only while it is one.
                ...(input.status === 'Draft'
                  ? { published_by: null }
                  : {
                      submitted_for_review_at: null,
                      ...(current.publish_status === 'Draft' && { published_by: save.by }),
                    }),
                version: sql<number>`version + 1`,
              })
              .where(ownedRow(tenantId, id))
              // A save in between (read above, written since) makes this match nothing.
              .where('version', '=', current.version)
              .returningAll()
              .executeTakeFirst();
            if (row && row.slug !== current.slug) {
              // Links to a published post's address were shared: they follow it to the new one.
              if (renamed && current.publish_status === 'Published')
                await app.redirectsRepository.postMoved(
                  tenantId,
                  id,
                  postPath(current.slug),
                  postPath(row.slug),
                );
              else await app.redirectsRepository.postTookPath(tenantId, postPath(row.slug));
            }
            return row;
          });
        const row = renamed
          ? await attempt().catch((error: unknown) => {
              // Another post took the chosen address between our check and our write.
              throw isUniqueViolation(error) ? conflict(SLUG_TAKEN) : error;
            })
          : await withFreeSlug(attempt);
        if (!row) {
          const latest = await repository.findRow(tenantId, id);
          if (!latest) return undefined;
          if (save.ifVersion !== undefined) throw new StaleVersion(await repository.view(latest));
          // An older client that named no version: its save goes over the newer one, as before.
          return repository.update(tenantId, id, input, save);
        }
        return repository.view(row);
      },

      async setStatus(tenantId, id, status, by = null) {
        const now = app.clock.now();
        const row = await saved(status === 'Published' ? 'publish' : 'unpublish', by, () =>
          db
            .updateTable('posts')
            .set({
              publish_status: status,
              updated_at: now,
              published_at:
                status === 'Published' ? sql<Date>`coalesce(published_at, ${now})` : null,
              published_by:
                status === 'Published'
                  ? sql<
                      string | null
                    >`case when publish_status = 'Published' then published_by else ${by} end`
                  : null,
              submitted_for_review_at: null,
              // Publishing now or moving back to Draft cancels a schedule.
              publish_at: null,
              // A Draft is never taken down; a publish keeps a take-down that is still ahead.
              unpublish_at:
                status === 'Published'
                  ? sql<Date | null>`case when unpublish_at > ${now} then unpublish_at end`
                  : null,
              version: sql<number>`version + 1`,
            })
            .where(ownedRow(tenantId, id))
            .returningAll()
            .executeTakeFirst(),
        );
        return row ? repository.view(row) : undefined;
      },

      remove: (tenantId, id) => removeOwned(db, 'posts', tenantId, id),

      submitForReview: (tenantId, id) =>
        db
          .updateTable('posts')
          .set({ submitted_for_review_at: app.clock.now() })
          .where(ownedRow(tenantId, id))
          .where('publish_status', '=', 'Draft')
          .returningAll()
          .executeTakeFirst(),

      async credits(tenantId, ids) {
        if (ids.length === 0) return new Map();
        const rows = await db
          .selectFrom('posts')
          .leftJoin('users as writer', 'writer.id', 'posts.author_id')
          .leftJoin('users as publisher', 'publisher.id', 'posts.published_by')
          .select([
            'posts.id',
            'posts.submitted_for_review_at',
            'writer.username as writtenBy',
            'publisher.username as publishedBy',
          ])
          .where('posts.tenant_id', '=', tenantId)
          .where('posts.id', 'in', ids)
          .execute();
        return new Map(
          rows.map((row) => [
            row.id,
            {
              writtenBy: row.writtenBy,
              publishedBy: row.publishedBy,
              submittedForReviewAt: row.submitted_for_review_at
                ? iso(row.submitted_for_review_at)
                : null,
            },
          ]),
        );
      },

      async publishDue(now) {
        const rows = await app.transaction(async () => {
          const published = await db
            .updateTable('posts')
            .set({
              publish_status: 'Published',
              // It was meant to be public from its time: the lists and the feed order it there.
              published_at: sql<Date>`publish_at`,
              publish_at: null,
              updated_at: now,
              version: sql<number>`version + 1`,
            })
            .where('publish_status', '=', 'Scheduled')
            .where('publish_at', '<=', now)
            .returningAll()
            .execute();
          for (const row of published) await revisions.keep(row, 'schedule', null);
          return published;
        });
        return changedViews(rows);
      },

      async unpublishDue(now) {
        const rows = await app.transaction(async () => {
          const taken = await db
            .updateTable('posts')
            // What the Unpublish button does: back to Draft, out of every list, feed and page.
            .set({
              publish_status: 'Draft',
              published_at: null,
              published_by: null,
              unpublish_at: null,
              updated_at: now,
              version: sql<number>`version + 1`,
            })
            .where('publish_status', '=', 'Published')
            .where('unpublish_at', '<=', now)
            .returningAll()
            .execute();
          for (const row of taken) await revisions.keep(row, 'unpublish', null);
          return taken;
        });
        return changedViews(rows);
      },

      async count(tenantId) {
        const row = await db
          .selectFrom('posts')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow();
        return Number(row.count);
      },

      async toggleVote(tenantId, postId, userId, value) {
        await db.transaction().execute(async (trx) => {
          const existing = await trx
            .selectFrom('post_votes')
            .select('value')
            .where('tenant_id', '=', tenantId)
            .where('post_id', '=', postId)
            .where('user_id', '=', userId)
            .forUpdate()
            .executeTakeFirst();
          if (existing?.value === value) {
            await trx
              .deleteFrom('post_votes')
              .where('tenant_id', '=', tenantId)
              .where('post_id', '=', postId)
              .where('user_id', '=', userId)
              .execute();
          } else {
            await trx
              .insertInto('post_votes')
              .values({
                tenant_id: tenantId,
                post_id: postId,
                user_id: userId,
                value,
                created_at: app.clock.now(),
              })
              .onConflict((oc) =>
                oc
                  .columns(['post_id', 'user_id'])
                  .doUpdateSet({ value, created_at: app.clock.now() }),
              )
              .execute();
          }
        });
        const votes = await votesFor(tenantId, [postId]);
        return votes.get(postId) ?? { likes: [], dislikes: [] };
      },

      likedBy: (tenantId, userId) =>
        db
          .selectFrom('post_votes')
          .innerJoin('posts', 'posts.id', 'post_votes.post_id')
          .select(['posts.id', 'posts.title'])
          .where('post_votes.tenant_id', '=', tenantId)
          .where('posts.tenant_id', '=', tenantId)
          .where('post_votes.user_id', '=', userId)
          .where('post_votes.value', '=', 1)
          .where('posts.publish_status', '=', 'Published')
          .orderBy('post_votes.created_at', 'desc')
          .execute(),
    };
    app.decorate('postsRepository', repository);
  },
  {
    name: 'posts-repository',
    dependencies: ['database', 'redirects-repository', 'post-revisions-repository'],
  },
);
