import {
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  tenantPath,
  type Post,
  type PostInput,
  type UserProfile,
} from 'shared-state';
import { baseApi, INJECT_OVERRIDE } from 'shared-state/api';
import { messages } from './content/messages';

const LIST = { type: 'Post', id: 'LIST' } as const;

/** The list is drawn from whatever the host sends: entries without an id or a title cannot be
 * edited or named, so the spec drops them. */
function isListablePost(value: unknown): value is Post {
  if (!value || typeof value !== 'object') return false;
  const { _id, title } = value as { _id?: unknown; title?: unknown };
  return typeof _id === 'string' && _id !== '' && typeof title === 'string' && title !== '';
}

/** The error the list shows when the host answers with something other than an array. */
export const unexpectedFormatError: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: messages.unexpectedFormat,
};

/** The text that replaces the management page when the list cannot be read. */
export function postsErrorText(error: unknown): string {
  if (error && typeof error === 'object' && 'status' in error && error.status === 'CUSTOM_ERROR') {
    return messages.unexpectedFormat;
  }
  return messages.fetchFailed;
}

/** One page of the management list, and the cursor of the next (the api's X-Next-Cursor
 * header), or null on the last page. */
export interface PostsPage {
  posts: Post[];
  next: string | null;
}

/** Every change to a post refreshes the lists (the blog's too) and that post's own page. */
const postChanged = (id?: string) => (id ? [LIST, { type: 'Post' as const, id }] : [LIST]);

export const adminApi = baseApi.enhanceEndpoints({ addTagTypes: [] }).injectEndpoints({
  endpoints: (build) => ({
    adminGetProfile: build.query<UserProfile, void>({
      query: () => `/users/${tenantPath()}/profile`,
      providesTags: ['Profile'],
    }),
    /** Every post (all statuses), newest first, a page at a time (the api's default size);
     * a change refetches the pages loaded so far. */
    adminGetPosts: build.infiniteQuery<PostsPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      async queryFn({ pageParam }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: `/posts/${tenantPath()}`,
          ...(pageParam ? { params: { cursor: pageParam } } : {}),
        });
        if (result.error) return { error: result.error };
        if (!Array.isArray(result.data)) return { error: unexpectedFormatError };
        const next =
          (result.meta as FetchBaseQueryMeta | undefined)?.response?.headers.get('x-next-cursor') ||
          null;
        return { data: { posts: result.data.filter(isListablePost), next } };
      },
      providesTags: (result) => [
        LIST,
        ...(result?.pages ?? []).flatMap((page) =>
          page.posts.map((post) => ({ type: 'Post' as const, id: post._id })),
        ),
      ],
    }),
    adminCreatePost: build.mutation<Post, PostInput>({
      query: (body) => ({ url: `/posts/${tenantPath()}`, method: 'POST', body }),
      invalidatesTags: (result) => postChanged(result?._id),
    }),
    adminUpdatePost: build.mutation<Post, { id: string; body: PostInput }>({
      query: ({ id, body }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => postChanged(id),
    }),
    adminDeletePost: build.mutation<void, string>({
      query: (id) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    adminPublishPost: build.mutation<Post, string>({
      query: (id) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(id)}/publish`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    adminUnpublishPost: build.mutation<Post, string>({
      query: (id) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(id)}/unpublish`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
  }),
  overrideExisting: INJECT_OVERRIDE,
});

export const {
  useAdminGetProfileQuery,
  useAdminGetPostsInfiniteQuery,
  useAdminCreatePostMutation,
  useAdminUpdatePostMutation,
  useAdminDeletePostMutation,
  useAdminPublishPostMutation,
  useAdminUnpublishPostMutation,
} = adminApi;
