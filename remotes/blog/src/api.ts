import { baseApi, tenantPath, type Comment, type Post, type RootState, type VoteReply } from 'shared-state';

/** Replies are checked before the pages trust them: a list that is not an array, or items
 * without an id or a title, would otherwise break rendering far from the cause. */
function isPost(value: unknown): value is Post {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Partial<Post>;
  return typeof candidate._id === 'string' && typeof candidate.title === 'string';
}

function normalizePost(post: Post): Post {
  return {
    ...post,
    content: typeof post.content === 'string' ? post.content : '',
    tags: Array.isArray(post.tags) ? post.tags : [],
    likes: Array.isArray(post.likes) ? post.likes : [],
    dislikes: Array.isArray(post.dislikes) ? post.dislikes : [],
  };
}

/** Published posts come before unpublished ones (spec section 4); otherwise the server's
 * order (newest first) is kept. */
function publishedFirst(posts: Post[]): Post[] {
  const published = posts.filter((post) => post.publishStatus === 'Published');
  const others = posts.filter((post) => post.publishStatus !== 'Published');
  return [...published, ...others];
}

type VoteKind = 'like' | 'dislike';

export const blogApi = baseApi.enhanceEndpoints({ addTagTypes: [] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    blogGetPosts: build.query<Post[], void>({
      query: () => ({ url: `/posts/${tenantPath()}`, params: { status: 'Published' } }),
      transformResponse: (reply: unknown) =>
        Array.isArray(reply) ? publishedFirst(reply.filter(isPost).map(normalizePost)) : [],
      providesTags: (result) => [
        { type: 'Post', id: 'LIST' },
        ...(result ?? []).map((post) => ({ type: 'Post' as const, id: post._id })),
      ],
    }),

    /** `postId` is an id or a slug, as it appears in the URL. */
    blogGetPost: build.query<Post, string>({
      query: (postId) => `/posts/${tenantPath()}/${encodeURIComponent(postId)}`,
      transformResponse: (reply: Post) => normalizePost(reply),
      providesTags: (result) => (result ? [{ type: 'Post', id: result._id }] : []),
    }),

    blogGetComments: build.query<Comment[], string>({
      query: (postId) => `/posts/${tenantPath()}/${encodeURIComponent(postId)}/comments`,
      // Oldest first, whatever order the host sends.
      transformResponse: (reply: unknown) =>
        (Array.isArray(reply) ? (reply as Comment[]) : [])
          .filter((comment) => comment && typeof comment._id === 'string')
          .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt)),
      providesTags: (_result, _error, postId) => [{ type: 'Comment', id: postId }],
    }),

    blogAddComment: build.mutation<Comment, { postId: string; content: string }>({
      query: ({ postId, content }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(postId)}/comments`,
        method: 'POST',
        body: { content },
      }),
      invalidatesTags: (result) => (result ? ['MyActivity'] : []),
      // The reply is the new comment: append it so it shows at once without a refetch. When
      // the list was never loaded (it failed), refetch it instead.
      async onQueryStarted({ postId }, { dispatch, getState, queryFulfilled }) {
        const { data: comment } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!comment) return;
        const cached = blogApi.endpoints.blogGetComments.select(postId)(getState() as RootState);
        if (cached.data) {
          dispatch(
            blogApi.util.updateQueryData('blogGetComments', postId, (draft) => {
              if (!draft.some((existing) => existing._id === comment._id)) draft.push(comment);
            }),
          );
        } else {
          dispatch(blogApi.util.invalidateTags([{ type: 'Comment', id: postId }]));
        }
      },
    }),

    blogLikePost: build.mutation<VoteReply, string>({
      query: (postId) => voteRequest(postId, 'like'),
      invalidatesTags: (result) => (result ? ['MyActivity'] : []),
      async onQueryStarted(postId, { dispatch, getState, queryFulfilled }) {
        const reply = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (reply) applyVoteReply(postId, reply, dispatch, getState() as RootState);
      },
    }),

    blogDislikePost: build.mutation<VoteReply, string>({
      query: (postId) => voteRequest(postId, 'dislike'),
      invalidatesTags: (result) => (result ? ['MyActivity'] : []),
      async onQueryStarted(postId, { dispatch, getState, queryFulfilled }) {
        const reply = await queryFulfilled.then(({ data }) => data).catch(() => undefined);
        if (reply) applyVoteReply(postId, reply, dispatch, getState() as RootState);
      },
    }),
  }),
});

function voteRequest(postId: string, kind: VoteKind) {
  return { url: `/posts/${tenantPath()}/${encodeURIComponent(postId)}/${kind}`, method: 'POST' };
}

type CacheUpdate = ReturnType<typeof blogApi.util.updateQueryData>;

/** The counts shown are the server's: write the reply into every cached query that holds
 * this post (the post page, under its id or slug, and the list), with no refetch. */
function applyVoteReply(postId: string, reply: VoteReply, dispatch: (action: CacheUpdate) => unknown, state: RootState) {
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
        blogApi.util.updateQueryData('blogGetPosts', undefined, (draft) => {
          const post = draft.find((candidate) => candidate._id === postId);
          if (post) {
            post.likes = reply.likes;
            post.dislikes = reply.dislikes;
          }
        }),
      );
    }
  }
}

export const {
  useBlogGetPostsQuery,
  useBlogGetPostQuery,
  useBlogGetCommentsQuery,
  useBlogAddCommentMutation,
  useBlogLikePostMutation,
  useBlogDislikePostMutation,
} = blogApi;
