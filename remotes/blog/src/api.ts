import { tenantPath, type RootState } from '@agency/shared-state';
import type { Comment, Post, PostPreview, VoteReply } from '@agency/contract';
import type { SpamSignals } from '@agency/ui/spam-guard';
import { baseApi, INJECT_OVERRIDE } from '@agency/shared-state/api';

/** Published posts come before unpublished ones (a SuperAdmin sees both); otherwise the server's
 * order (newest first) is kept. */
function publishedFirst(posts: Post[]): Post[] {
  const published = posts.filter((post) => post.publishStatus === 'Published');
  const others = posts.filter((post) => post.publishStatus !== 'Published');
  return [...published, ...others];
}

export type VoteKind = 'like' | 'dislike';

/** One page of a list: its items, and the cursor of the next page (the api's X-Next-Cursor
 * header), or null on the last page. */
export interface Page<T> {
  items: T[];
  next: string | null;
}

/** What the server filters the published list by (search, tag, cursor); nothing: the whole list. Kept
 * to plain strings so the argument stays serializable (and prefetchable on a server). */
export interface PostsFilter {
  /** Case-insensitive text in the title or the excerpt. */
  q?: string;
  /** One of the blog's tags, exactly. */
  tag?: string;
}

/** Comments per page; the api sends them newest first when a page size is given. */
export const COMMENTS_PAGE_SIZE = 20;

/** The api marks published reads shareable for a few seconds (and stale-while-revalidate):
 * the site always revalidates (a cheap 304), so a post just published shows at once. */
const REVALIDATE: RequestCache = 'no-cache';

function nextCursor(meta: { response?: Response } | undefined): string | null {
  return meta?.response?.headers.get('x-next-cursor') || null;
}

export const blogApi = baseApi.enhanceEndpoints({ addTagTypes: [] }).injectEndpoints({
  overrideExisting: INJECT_OVERRIDE,
  endpoints: (build) => ({
    /** The published posts, newest first, a page at a time (the api's default page size);
     * with a filter, only the posts the server finds for it. */
    blogGetPosts: build.infiniteQuery<Page<Post>, PostsFilter | void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg, pageParam }) => ({
        url: `/posts/${tenantPath()}`,
        params: {
          status: 'Published',
          ...(queryArg?.q ? { q: queryArg.q } : {}),
          ...(queryArg?.tag ? { tag: queryArg.tag } : {}),
          ...(pageParam ? { cursor: pageParam } : {}),
        },
        cache: REVALIDATE,
      }),
      transformResponse: (reply: unknown, meta) => ({
        // The items are the api's Post (its schema is the type); a reply that is not a list at
        // all shows as an empty one rather than breaking the page.
        items: Array.isArray(reply) ? (reply as Post[]) : [],
        next: nextCursor(meta),
      }),
      providesTags: (result) => [
        { type: 'Post', id: 'LIST' },
        ...(result?.pages ?? []).flatMap((page) =>
          page.items.map((post) => ({ type: 'Post' as const, id: post._id })),
        ),
      ],
    }),

    /** `postId` is an id or a slug, as it appears in the URL. */
    blogGetPost: build.query<Post, string>({
      query: (postId) => `/posts/${tenantPath()}/${encodeURIComponent(postId)}`,
      providesTags: (result) => (result ? [{ type: 'Post', id: result._id }] : []),
    }),

    /** What a draft's preview link shows: the unpublished post and until when the link works.
     * The token is the permission (no session); no cache keeps the reply. */
    blogGetPostPreview: build.query<PostPreview, string>({
      query: (token) => ({
        url: `/previews/${tenantPath()}/${encodeURIComponent(token)}`,
        cache: 'no-store',
      }),
    }),

    /** A post's comments, newest page first; each page newest first, whatever order the host
     * sends. The next page holds older comments. */
    blogGetComments: build.infiniteQuery<Page<Comment>, string, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      query: ({ queryArg: postId, pageParam }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(postId)}/comments`,
        params: { limit: COMMENTS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        cache: REVALIDATE,
      }),
      transformResponse: (reply: unknown, meta) => ({
        items: (Array.isArray(reply) ? (reply as Comment[]) : []).sort(
          (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
        ),
        next: nextCursor(meta),
      }),
      providesTags: (_result, _error, postId) => [{ type: 'Comment', id: postId }],
    }),

    blogAddComment: build.mutation<
      Comment,
      { postId: string; content: string; signals?: SpamSignals }
    >({
      query: ({ postId, content, signals }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(postId)}/comments`,
        method: 'POST',
        body: { content, ...signals },
      }),
      invalidatesTags: (result) => (result ? ['MyActivity'] : []),
      // The reply is the new comment: append it so it shows at once without a refetch. When
      // the list was never loaded (it failed), refetch it instead.
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const { data: comment } = await queryFulfilled.catch(() => ({ data: undefined }));
        // A held comment is not public yet: the form says so, the thread stays as it is.
        if (!comment || comment.held) return;
        const cached = blogApi.endpoints.blogGetComments.select(postId)(getState() as RootState);
        if (cached.data) {
          dispatch(
            blogApi.util.updateQueryData('blogGetComments', postId, (draft) => {
              const newest = draft.pages[0];
              const known = draft.pages.some((page) =>
                page.items.some((existing) => existing._id === comment._id),
              );
              if (newest && !known) newest.items.unshift(comment);
            }),
          );
        } else {
          dispatch(blogApi.util.invalidateTags([{ type: 'Comment', id: postId }]));
        }
      },
    }),

    /** A like or a dislike: the reply's vote lists go into every cached copy of the post. */
    blogVote: build.mutation<VoteReply, { postId: string; kind: VoteKind }>({
      query: ({ postId, kind }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(postId)}/${kind}`,
        method: 'POST',
      }),
      invalidatesTags: (result) => (result ? ['MyActivity'] : []),
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const reply = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (reply) applyVoteReply(postId, reply, dispatch, getState() as RootState);
      },
    }),
  }),
});

type CacheUpdate = ReturnType<typeof blogApi.util.updateQueryData>;

/** The counts shown are the server's: write the reply into every cached query that holds
 * this post (the post page, under its id or slug, and the list), with no refetch. */
function applyVoteReply(
  postId: string,
  reply: VoteReply,
  dispatch: (action: CacheUpdate) => unknown,
  state: RootState,
) {
  const entries = blogApi.util.selectInvalidatedBy(state, [{ type: 'Post', id: postId }]);
  for (const { endpointName, originalArgs } of entries) {
    if (endpointName === 'blogGetPost') {
      dispatch(
        blogApi.util.updateQueryData('blogGetPost', originalArgs as string, (draft) => {
          draft.likes = reply.likes;
          draft.dislikes = reply.dislikes;
        }),
      );
    } else if (endpointName === 'blogGetPosts') {
      dispatch(
        blogApi.util.updateQueryData(
          'blogGetPosts',
          originalArgs as PostsFilter | undefined,
          (draft) => {
            for (const post of draft.pages.flatMap((page) => page.items)) {
              if (post._id === postId) {
                post.likes = reply.likes;
                post.dislikes = reply.dislikes;
              }
            }
          },
        ),
      );
    }
  }
}

/** Every loaded post of the list's pages, published before unpublished,
 * otherwise in the server's order (newest first). */
export function loadedPosts(pages: Page<Post>[] | undefined): Post[] {
  return publishedFirst((pages ?? []).flatMap((page) => page.items));
}

/** A post of the list already loaded (the unfiltered list, by slug or id), if any: a post
 * opened from the list or a suggestion can show at once while its own request runs. */
export function selectListedPost(state: RootState, postId: string): Post | undefined {
  const pages = blogApi.endpoints.blogGetPosts.select(undefined)(state).data?.pages;
  return pages
    ?.flatMap((page) => page.items)
    .find((post) => post.slug === postId || post._id === postId);
}

export const {
  useBlogGetPostsInfiniteQuery,
  useBlogGetPostQuery,
  useBlogGetPostPreviewQuery,
  useBlogGetCommentsInfiniteQuery,
  useBlogAddCommentMutation,
  useBlogVoteMutation,
} = blogApi;
