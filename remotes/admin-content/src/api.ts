import {
  apiUrl,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  prepareHeaders,
  tenantPath,
  type PostInput,
} from '@agency/shared-state';
import type {
  Autosave,
  AutosaveRequest,
  AutosaveSaved,
  OtherEditor,
  BlockedCommenter,
  CommentSettings,
  CommentState,
  InboxSummary,
  Lead,
  LeadKind,
  LeadStatus,
  MediaItem,
  ModeratedComment,
  NewsletterAudience,
  NewsletterSend,
  NewsletterSendRequest,
  NewRedirect,
  Redirect,
  AuditEntry,
  Invitation,
  RoleChange,
  StaffMember,
  PersonErasure,
  PersonSummary,
  Post,
  PostConflict,
  PostRevisionSummary,
  CreatedPreviewLink,
  PreviewLink,
  RevisionDiff,
  UserProfile,
  AccountSession,
  MessageReply,
  RecoveryCodes,
  TwoFactorSetup,
  TwoFactorStatus,
} from '@agency/contract';
import { baseApi, INJECT_OVERRIDE } from '@agency/shared-state/api';
import { messages } from './content/messages';

const LIST = { type: 'Post', id: 'LIST' } as const;

/** The list is drawn from whatever the host sends: entries without an id or a title cannot be
 * edited or named, so the list leaves them out. */
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

/** What RTK Query hands a `queryFn` to call the api with, as far as a list page needs it. */
type BaseQuery = (args: {
  url: string;
  params?: Record<string, string>;
}) => CursorReply | PromiseLike<CursorReply>;
// The meta is typed loosely where queryFn receives it; at run time it is fetchBaseQuery's.
type CursorReply = { data?: unknown; error?: FetchBaseQueryError; meta?: unknown };

/** One page of a list the api pages by cursor: its rows, and the cursor of the next page from
 * the reply's `X-Next-Cursor` (null on the last). A reply that is not an array is an error. */
async function fetchCursorPage(
  baseQuery: BaseQuery,
  url: string,
  params: Record<string, string>,
  cursor: string | null,
): Promise<{ data: { rows: unknown[]; next: string | null } } | { error: FetchBaseQueryError }> {
  const query = { ...params, ...(cursor ? { cursor } : {}) };
  const result = await baseQuery({ url, ...(Object.keys(query).length ? { params: query } : {}) });
  if (result.error) return { error: result.error };
  if (!Array.isArray(result.data)) return { error: unexpectedFormatError };
  const meta = result.meta as FetchBaseQueryMeta | undefined;
  const next = meta?.response?.headers.get('x-next-cursor') || null;
  return { data: { rows: result.data, next } };
}

/**
 * A list the api pages by cursor, as the options of an infinite query: the first page has no
 * cursor, each next one the cursor the last page gave (none after the last page). `path` is
 * read per request (the tenant's path), `params` turns the query's argument into the query
 * string and `toPage` names the rows.
 */
function cursorList<Page extends { next: string | null }, Arg>(
  path: () => string,
  params: (arg: Arg) => Record<string, string>,
  toPage: (rows: unknown[], next: string | null) => Page,
) {
  return {
    infiniteQueryOptions: {
      initialPageParam: null,
      getNextPageParam: (lastPage: Page) => lastPage.next,
    },
    async queryFn(
      { queryArg, pageParam }: { queryArg: Arg; pageParam: string | null },
      _api: unknown,
      _extra: unknown,
      baseQuery: BaseQuery,
    ) {
      const page = await fetchCursorPage(baseQuery, path(), params(queryArg), pageParam);
      if ('error' in page) return page;
      return { data: toPage(page.data.rows, page.data.next) };
    },
  };
}

/** The query string of a list without a filter. */
const noParams = () => ({});

/** The post list's filter: every post, or the drafts waiting for review. */
export interface PostsFilter {
  review?: 'waiting';
}

/** A call on one record of a collection: its id made safe for the address, then what the call
 * does to it (`/publish`), if anything. */
const onRecord = (
  method: 'POST' | 'PUT' | 'DELETE',
  collection: string,
  id: string,
  action = '',
) => ({
  url: `${collection}/${encodeURIComponent(id)}${action}`,
  method,
});

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

/** The inbox's filter: what the list shows and the CSV export holds. */
export interface LeadFilter {
  kind?: LeadKind | undefined;
  status?: LeadStatus | undefined;
  q?: string | undefined;
}

/** One page of the inbox and the cursor of the next, or null on the last page. */
export interface LeadsPage {
  leads: Lead[];
  next: string | null;
}

const LEADS = { type: 'Lead', id: 'LIST' } as const;
const SUMMARY = { type: 'Lead', id: 'SUMMARY' } as const;

/** A list's filter as query parameters, leaving out what is not set; a search (`q`) is
 * trimmed first. */
function queryParams(filter: object): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) {
    const text = typeof value === 'string' && key === 'q' ? value.trim() : value;
    if (typeof text === 'string' && text) params[key] = text;
  }
  return params;
}

/** The inbox filter as query parameters (the list's and the CSV export's). */
export const filterParams = (filter: LeadFilter) => queryParams(filter);

/** A call made outside RTK Query (a download, an autosave) that the api refused: its status and
 * reply, in the shape RTK Query's errors have, so one check (`needsConfirmation`,
 * `errorMessage`) reads both. */
export class ApiRefused extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`The api refused the call (${status}).`);
    this.name = 'ApiRefused';
  }

  static async from(response: Response): Promise<ApiRefused> {
    const data: unknown = await response.json().catch(() => null);
    return new ApiRefused(response.status, data);
  }
}

/**
 * A file the api sends only with the SuperAdmin's token (a résumé, the CSV export): fetched
 * with the session's headers and handed to the browser as a download. Throws when the api
 * refuses it.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  params: Record<string, string> = {},
  /** A JSON body to POST instead of a GET (what should not travel in an address). */
  body?: unknown,
): Promise<void> {
  const query = new URLSearchParams(params).toString();
  const headers = prepareHeaders(new Headers());
  if (body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(apiUrl(`${path}${query ? `?${query}` : ''}`), {
    headers,
    ...(body !== undefined ? { method: 'POST', body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw await ApiRefused.from(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click the browser has the file; the next task may free it.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

const autosavePath = (postId: string, rest = '/autosave') =>
  apiUrl(`/posts/${tenantPath()}/${encodeURIComponent(postId)}${rest}`);

/** One autosave call: the session's headers, JSON in and out; a refusal throws its status. */
async function autosaveFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = prepareHeaders(new Headers());
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  const response = await fetch(url, { ...init, headers });
  if (!response.ok && response.status !== 404) throw await ApiRefused.from(response);
  return response;
}

/**
 * The editor's autosave and presence calls, outside the cache: a slot is one person's scratch
 * state, read once when a post opens, and its PUT must be able to leave while the page closes
 * (`keepalive`).
 */
export const autosaveCalls = {
  /** Replaces the caller's slot; answers who else has the post open. */
  async save(postId: string, body: AutosaveRequest, keepalive = false): Promise<AutosaveSaved> {
    const response = await autosaveFetch(autosavePath(postId), {
      method: 'PUT',
      body: JSON.stringify(body),
      keepalive,
    });
    if (response.status === 404) throw new ApiRefused(404, null);
    return (await response.json()) as AutosaveSaved;
  },
  /** The caller's slot, or null when there is none. */
  async read(postId: string): Promise<Autosave | null> {
    const response = await autosaveFetch(autosavePath(postId));
    return response.status === 404 ? null : ((await response.json()) as Autosave);
  },
  /** Empties the caller's slot (none is fine: it is gone either way). */
  async discard(postId: string): Promise<void> {
    await autosaveFetch(autosavePath(postId), { method: 'DELETE' });
  },
  /** The heartbeat of an open editor: who else has the post open. */
  async presence(postId: string, tabId: string): Promise<OtherEditor[]> {
    const response = await autosaveFetch(autosavePath(postId, '/presence'), {
      method: 'POST',
      body: JSON.stringify({ tabId }),
    });
    if (response.status === 404) return [];
    return ((await response.json()) as { others: OtherEditor[] }).others;
  },
};

/** The Comments screen's filter. */
export interface CommentFilter {
  postId?: string | undefined;
  state?: CommentState | undefined;
  q?: string | undefined;
}

/** One page of the comments and the cursor of the next, or null on the last page. */
export interface CommentsPage {
  comments: ModeratedComment[];
  next: string | null;
}

const COMMENTS = { type: 'AdminComment', id: 'LIST' } as const;

/** The Audit screen's filter: who, what, and which days (YYYY-MM-DD, both inclusive). */
export interface AuditFilter {
  actor?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** One page of the audit log and the cursor of the next, or null on the last page. */
export interface AuditPage {
  entries: AuditEntry[];
  next: string | null;
}

/** The audit filter as query parameters. */
export const auditParams = (filter: AuditFilter) => queryParams(filter);
const COMMENT_SETTINGS = { type: 'AdminComment', id: 'SETTINGS' } as const;
const BLOCKED = { type: 'AdminComment', id: 'BLOCKED' } as const;

/** The comment filter as query parameters. */
export const commentParams = (filter: CommentFilter) => queryParams(filter);

/** A moderation change refreshes the list and, in the one shared cache, the blog's thread of
 * that post. */
const commentChanged = (postId: string) => [COMMENTS, { type: 'Comment' as const, id: postId }];

/** One page of the media library and the cursor of the next, or null on the last page. */
export interface MediaPage {
  items: MediaItem[];
  next: string | null;
}

export const MEDIA = { type: 'Media', id: 'LIST' } as const;
/** The Redirects screen's list: a post's rename adds to it. */
const REDIRECTS = { type: 'Redirect', id: 'LIST' } as const;

/** Every change to a post refreshes the lists (the blog's too), that post's own page and the
 * media library (which shows what each post uses). */
const postChanged = (id?: string) =>
  id
    ? [LIST, MEDIA, REDIRECTS, { type: 'Post' as const, id }, { type: 'PostRevision' as const, id }]
    : [LIST, MEDIA, REDIRECTS];

/** The api's answer to a save over a newer version: the post as it is now (409). */
export function conflictOf(error: unknown): PostConflict | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const { status, data } = error as { status?: unknown; data?: unknown };
  if (status !== 409 || !data || typeof data !== 'object') return undefined;
  const current = (data as { current?: unknown }).current;
  return isListablePost(current) ? (data as PostConflict) : undefined;
}

const previewLinksPath = (postId: string) =>
  `/posts/${tenantPath()}/${encodeURIComponent(postId)}/preview-links`;

const revisionsPath = (postId: string, revisionId?: string) =>
  `/posts/${tenantPath()}/${encodeURIComponent(postId)}/revisions${revisionId ? `/${encodeURIComponent(revisionId)}` : ''}`;

/** The inbox's leads, the Comments screen's lists, the media library, the account's security
 * and the newsletter's sends are this remote's own cache tags. */
const taggedApi = baseApi.enhanceEndpoints({
  addTagTypes: [
    'Lead',
    'AdminComment',
    'Media',
    'AdminSecurity',
    'NewsletterSend',
    'Redirect',
    'PostRevision',
    'Staff',
    'PreviewLink',
  ],
});
const TWO_FACTOR = { type: 'AdminSecurity', id: 'TWO_FACTOR' } as const;
const SESSIONS = { type: 'AdminSecurity', id: 'SESSIONS' } as const;
const SENDS = { type: 'NewsletterSend', id: 'LIST' } as const;
const STAFF = { type: 'Staff', id: 'LIST' } as const;

export const adminApi = taggedApi.injectEndpoints({
  endpoints: (build) => ({
    adminGetProfile: build.query<UserProfile, void>({
      query: () => `/users/${tenantPath()}/profile`,
      providesTags: ['Profile'],
    }),
    /** Every post (all statuses; an Author's own), newest first, a page at a time (the api's
     * default size), or only those waiting for review; a change refetches the pages loaded. */
    adminGetPosts: build.infiniteQuery<PostsPage, PostsFilter | void, string | null>({
      ...cursorList(
        () => `/posts/${tenantPath()}`,
        (filter: PostsFilter | void): Record<string, string> =>
          filter?.review ? { review: filter.review } : {},
        (rows, next) => ({ posts: rows.filter(isListablePost), next }),
      ),
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
    /** A save names the version the edit started from: a newer one answers 409 (conflictOf). */
    adminUpdatePost: build.mutation<Post, { id: string; body: PostInput; version?: number }>({
      query: ({ id, body, version }) => ({
        url: `/posts/${tenantPath()}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
        ...(version === undefined ? {} : { headers: { 'if-match': `"${version}"` } }),
      }),
      invalidatesTags: (_result, error, { id }) => (conflictOf(error) ? [] : postChanged(id)),
    }),
    /** A post's revisions, newest first, without their bodies. */
    adminGetPostRevisions: build.query<PostRevisionSummary[], string>({
      query: (postId) => revisionsPath(postId),
      providesTags: (_result, _error, postId) => [{ type: 'PostRevision', id: postId }],
    }),
    /** What changed from a revision to the post as it is now. */
    adminGetRevisionDiff: build.query<RevisionDiff, { postId: string; revisionId: string }>({
      query: ({ postId, revisionId }) => `${revisionsPath(postId, revisionId)}/diff`,
      providesTags: (_result, _error, { postId }) => [{ type: 'PostRevision', id: postId }],
    }),
    /** Makes a revision the post's newest version (kept as a revision of its own). */
    adminRestoreRevision: build.mutation<Post, { postId: string; revisionId: string }>({
      query: ({ postId, revisionId }) => ({
        url: `${revisionsPath(postId, revisionId)}/restore`,
        method: 'POST',
      }),
      invalidatesTags: (_result, _error, { postId }) => postChanged(postId),
    }),
    /** A post's preview links, newest first (revoked and expired ones too; never the link). */
    adminGetPreviewLinks: build.query<PreviewLink[], string>({
      query: previewLinksPath,
      providesTags: (_result, _error, postId) => [{ type: 'PreviewLink', id: postId }],
    }),
    /** A new preview link of an unpublished post: the reply is the only time its URL is seen. */
    adminCreatePreviewLink: build.mutation<CreatedPreviewLink, { postId: string; days: number }>({
      query: ({ postId, days }) => ({
        url: previewLinksPath(postId),
        method: 'POST',
        body: { days },
      }),
      invalidatesTags: (_result, _error, { postId }) => [{ type: 'PreviewLink', id: postId }],
    }),
    adminRevokePreviewLink: build.mutation<void, { postId: string; linkId: string }>({
      query: ({ postId, linkId }) => onRecord('DELETE', previewLinksPath(postId), linkId),
      invalidatesTags: (_result, _error, { postId }) => [{ type: 'PreviewLink', id: postId }],
    }),
    adminDeletePost: build.mutation<void, string>({
      query: (id) => onRecord('DELETE', `/posts/${tenantPath()}`, id),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    adminPublishPost: build.mutation<Post, string>({
      query: (id) => onRecord('POST', `/posts/${tenantPath()}`, id, '/publish'),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    adminUnpublishPost: build.mutation<Post, string>({
      query: (id) => onRecord('POST', `/posts/${tenantPath()}`, id, '/unpublish'),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    /** An Author's draft goes to the Editors' "Waiting for review". */
    adminSubmitForReview: build.mutation<Post, string>({
      query: (id) => onRecord('POST', `/posts/${tenantPath()}`, id, '/submit-for-review'),
      invalidatesTags: (_result, _error, id) => postChanged(id),
    }),
    /** The staff, the SuperAdmin first (the Team screen). */
    adminGetStaff: build.query<StaffMember[], void>({
      query: () => `/team/${tenantPath()}`,
      providesTags: [STAFF],
    }),
    adminInviteStaff: build.mutation<StaffMember, Invitation>({
      query: (body) => ({ url: `/team/${tenantPath()}/invitations`, method: 'POST', body }),
      invalidatesTags: [STAFF],
    }),
    adminResendInvitation: build.mutation<StaffMember, string>({
      query: (id) => onRecord('POST', `/team/${tenantPath()}`, id, '/invitation'),
      invalidatesTags: [STAFF],
    }),
    adminCancelInvitation: build.mutation<void, string>({
      query: (id) => onRecord('DELETE', `/team/${tenantPath()}`, id, '/invitation'),
      invalidatesTags: [STAFF],
    }),
    adminChangeStaffRole: build.mutation<RoleChange & { id: string }, RoleChange & { id: string }>({
      query: ({ id, role }) => ({
        ...onRecord('PUT', `/team/${tenantPath()}`, id, '/role'),
        body: { role },
      }),
      invalidatesTags: [STAFF],
    }),
    /** The inbox, newest first, a page at a time; a status change refetches the pages loaded. */
    adminGetLeads: build.infiniteQuery<LeadsPage, LeadFilter, string | null>({
      ...cursorList(
        () => `/inbox/${tenantPath()}/leads`,
        filterParams,
        (rows, next) => ({ leads: rows as Lead[], next }),
      ),
      providesTags: (result) => [
        LEADS,
        ...(result?.pages ?? []).flatMap((page) =>
          page.leads.map((lead) => ({ type: 'Lead' as const, id: lead.id })),
        ),
      ],
    }),
    adminGetLead: build.query<Lead, string>({
      query: (id) => `/inbox/${tenantPath()}/leads/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Lead', id }],
    }),
    adminSetLeadStatus: build.mutation<Lead, { id: string; status: LeadStatus }>({
      query: ({ id, status }) => ({
        url: `/inbox/${tenantPath()}/leads/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_result, _error, { id }) => [LEADS, SUMMARY, { type: 'Lead', id }],
    }),
    /** What the site holds about an address, counted (the erasure's confirmation). */
    adminLookUpPerson: build.mutation<PersonSummary, string>({
      query: (email) => ({
        url: `/people/${tenantPath()}/lookup`,
        method: 'POST',
        body: { email },
      }),
    }),
    /** Erases everything about an address: every list that may hold it is fetched again. */
    adminErasePerson: build.mutation<PersonErasure, string>({
      query: (email) => ({ url: `/people/${tenantPath()}/erase`, method: 'POST', body: { email } }),
      invalidatesTags: [LEADS, SUMMARY, COMMENTS, 'Lead'],
    }),
    /** The New count and this month's figures (the hub's card, the dashboard). */
    adminGetInboxSummary: build.query<InboxSummary, void>({
      query: () => `/inbox/${tenantPath()}/summary`,
      providesTags: [SUMMARY],
    }),
    /** The audit log, newest first; never cached across visits (every change adds to it). */
    adminGetAudit: build.infiniteQuery<AuditPage, AuditFilter, string | null>({
      ...cursorList(
        () => `/audit/${tenantPath()}`,
        auditParams,
        (rows, next) => ({ entries: rows as AuditEntry[], next }),
      ),
      keepUnusedDataFor: 0,
    }),
    adminGetAuditActors: build.query<string[], void>({
      query: () => `/audit/${tenantPath()}/actors`,
      keepUnusedDataFor: 0,
    }),
    /** Every comment of the blog, newest first, a page at a time. */
    adminGetComments: build.infiniteQuery<CommentsPage, CommentFilter, string | null>({
      ...cursorList(
        () => `/comments/${tenantPath()}`,
        commentParams,
        (rows, next) => ({ comments: rows as ModeratedComment[], next }),
      ),
      providesTags: [COMMENTS],
    }),
    adminSetCommentState: build.mutation<
      ModeratedComment,
      { id: string; postId: string; state: CommentState }
    >({
      query: ({ id, state }) => ({
        url: `/comments/${tenantPath()}/${encodeURIComponent(id)}/state`,
        method: 'PUT',
        body: { state },
      }),
      invalidatesTags: (_result, _error, { postId }) => commentChanged(postId),
    }),
    adminDeleteComment: build.mutation<void, { id: string; postId: string }>({
      query: ({ id }) => onRecord('DELETE', `/comments/${tenantPath()}`, id),
      invalidatesTags: (_result, _error, { postId }) => commentChanged(postId),
    }),
    adminSetCommenterBlocked: build.mutation<
      { userId: string; blocked: boolean },
      { userId: string; blocked: boolean }
    >({
      query: ({ userId, blocked }) => ({
        url: `/comments/${tenantPath()}/blocks/${encodeURIComponent(userId)}`,
        method: blocked ? 'PUT' : 'DELETE',
      }),
      invalidatesTags: [COMMENTS, BLOCKED],
    }),
    adminGetBlockedCommenters: build.query<BlockedCommenter[], void>({
      query: () => `/comments/${tenantPath()}/blocks`,
      providesTags: [BLOCKED],
    }),
    adminGetCommentSettings: build.query<CommentSettings, void>({
      query: () => `/comments/${tenantPath()}/settings`,
      providesTags: [COMMENT_SETTINGS],
    }),
    adminSaveCommentSettings: build.mutation<CommentSettings, CommentSettings>({
      query: (body) => ({ url: `/comments/${tenantPath()}/settings`, method: 'PUT', body }),
      invalidatesTags: [COMMENT_SETTINGS],
    }),
    adminGetTwoFactor: build.query<TwoFactorStatus, void>({
      query: () => `/users/${tenantPath()}/two-factor`,
      providesTags: [TWO_FACTOR],
    }),
    /** Mails the one-time code that a set-up needs with the password. */
    adminMailTwoFactorSetupCode: build.mutation<{ message: string }, void>({
      query: () => ({ url: `/users/${tenantPath()}/two-factor/setup-code`, method: 'POST' }),
    }),
    /** A new key and its QR code, after both proofs; nothing changes until a code confirms it. */
    adminStartTwoFactorSetup: build.mutation<
      TwoFactorSetup,
      { password: string; emailCode: string }
    >({
      query: (body) => ({ url: `/users/${tenantPath()}/two-factor/setup`, method: 'POST', body }),
    }),
    adminEnableTwoFactor: build.mutation<RecoveryCodes, { code: string }>({
      query: (body) => ({ url: `/users/${tenantPath()}/two-factor/enable`, method: 'POST', body }),
      // The other sessions end and the admin screens open: every cached refusal goes too.
      invalidatesTags: [TWO_FACTOR, SESSIONS, 'Profile', LIST, LEADS, SUMMARY, COMMENTS],
    }),
    adminRegenerateRecoveryCodes: build.mutation<RecoveryCodes, { password: string }>({
      query: (body) => ({
        url: `/users/${tenantPath()}/two-factor/recovery-codes`,
        method: 'POST',
        body,
      }),
      invalidatesTags: [TWO_FACTOR],
    }),
    /** Proves it is the owner (password or a code of the app): sensitive actions pass for a while. */
    adminConfirmSession: build.mutation<MessageReply, { password: string } | { code: string }>({
      query: (body) => ({ url: `/users/${tenantPath()}/sessions/confirm`, method: 'POST', body }),
    }),
    adminGetSessions: build.query<AccountSession[], void>({
      query: () => `/users/${tenantPath()}/sessions`,
      providesTags: [SESSIONS],
    }),
    adminEndSession: build.mutation<void, string>({
      query: (id) => onRecord('DELETE', `/users/${tenantPath()}/sessions`, id),
      invalidatesTags: [SESSIONS],
    }),
    adminEndAllSessions: build.mutation<MessageReply, void>({
      query: () => ({ url: `/users/${tenantPath()}/sessions`, method: 'DELETE' }),
    }),
    /** The media library, newest first, a page at a time; a change refetches the pages loaded. */
    adminGetMedia: build.infiniteQuery<MediaPage, void, string | null>({
      ...cursorList(
        () => `/media/${tenantPath()}`,
        noParams,
        (rows, next) => ({ items: rows as MediaItem[], next }),
      ),
      providesTags: [MEDIA],
    }),
    /** Deletes an upload no post uses; the api refuses a used one with 409 and a message. */
    adminDeleteMedia: build.mutation<void, string>({
      query: (name) => onRecord('DELETE', `/media/${tenantPath()}`, name),
      invalidatesTags: [MEDIA],
    }),
    /** Every redirect of the site, newest first: a post's earlier addresses and the owner's. */
    adminGetRedirects: build.query<Redirect[], void>({
      query: () => `/redirects/${tenantPath()}/all`,
      providesTags: [REDIRECTS],
    }),
    /** Adds a redirect; the api refuses a loop or a second hop with 409 and a message. */
    adminCreateRedirect: build.mutation<Redirect, NewRedirect>({
      query: (body) => ({ url: `/redirects/${tenantPath()}`, method: 'POST', body }),
      invalidatesTags: [REDIRECTS],
    }),
    adminDeleteRedirect: build.mutation<void, string>({
      query: (id) => onRecord('DELETE', `/redirects/${tenantPath()}`, id),
      invalidatesTags: [REDIRECTS],
    }),
    /** The published posts a newsletter can carry, newest first (the api's largest page). */
    adminGetPublishedPosts: build.query<Post[], void>({
      query: () => ({ url: `/posts/${tenantPath()}`, params: { status: 'Published', limit: 100 } }),
      transformResponse: (reply: unknown) =>
        Array.isArray(reply) ? reply.filter(isListablePost) : [],
      providesTags: [LIST],
    }),
    adminGetNewsletterAudience: build.query<NewsletterAudience, void>({
      query: () => `/newsletters/${tenantPath()}/audience`,
      providesTags: [SENDS],
    }),
    /** The latest sends with their counts; the screen polls while one is going out. */
    adminGetNewsletterSends: build.query<NewsletterSend[], void>({
      query: () => `/newsletters/${tenantPath()}/sends`,
      providesTags: [SENDS],
    }),
    adminCreateNewsletterSend: build.mutation<NewsletterSend, NewsletterSendRequest>({
      query: (body) => ({ url: `/newsletters/${tenantPath()}/sends`, method: 'POST', body }),
      invalidatesTags: [SENDS],
    }),
    adminCancelNewsletterSend: build.mutation<NewsletterSend, string>({
      query: (id) => onRecord('POST', `/newsletters/${tenantPath()}/sends`, id, '/cancel'),
      invalidatesTags: [SENDS],
    }),
  }),
  overrideExisting: INJECT_OVERRIDE,
});

export const {
  useAdminGetPublishedPostsQuery,
  useAdminGetNewsletterAudienceQuery,
  useAdminGetNewsletterSendsQuery,
  useAdminCreateNewsletterSendMutation,
  useAdminCancelNewsletterSendMutation,
  useAdminGetProfileQuery,
  useAdminGetPostsInfiniteQuery,
  useAdminCreatePostMutation,
  useAdminUpdatePostMutation,
  useAdminGetPostRevisionsQuery,
  useAdminGetRevisionDiffQuery,
  useAdminRestoreRevisionMutation,
  useAdminGetPreviewLinksQuery,
  useAdminCreatePreviewLinkMutation,
  useAdminRevokePreviewLinkMutation,
  useAdminDeletePostMutation,
  useAdminPublishPostMutation,
  useAdminUnpublishPostMutation,
  useAdminSubmitForReviewMutation,
  useAdminGetStaffQuery,
  useAdminInviteStaffMutation,
  useAdminResendInvitationMutation,
  useAdminCancelInvitationMutation,
  useAdminChangeStaffRoleMutation,
  useAdminGetLeadsInfiniteQuery,
  useAdminGetLeadQuery,
  useAdminSetLeadStatusMutation,
  useAdminGetInboxSummaryQuery,
  useAdminLookUpPersonMutation,
  useAdminErasePersonMutation,
  useAdminGetCommentsInfiniteQuery,
  useAdminSetCommentStateMutation,
  useAdminDeleteCommentMutation,
  useAdminSetCommenterBlockedMutation,
  useAdminGetBlockedCommentersQuery,
  useAdminGetCommentSettingsQuery,
  useAdminSaveCommentSettingsMutation,
  useAdminGetTwoFactorQuery,
  useAdminMailTwoFactorSetupCodeMutation,
  useAdminStartTwoFactorSetupMutation,
  useAdminEnableTwoFactorMutation,
  useAdminRegenerateRecoveryCodesMutation,
  useAdminConfirmSessionMutation,
  useAdminGetSessionsQuery,
  useAdminEndSessionMutation,
  useAdminEndAllSessionsMutation,
  useAdminGetMediaInfiniteQuery,
  useAdminGetAuditInfiniteQuery,
  useAdminGetAuditActorsQuery,
  useAdminDeleteMediaMutation,
  useAdminGetRedirectsQuery,
  useAdminCreateRedirectMutation,
  useAdminDeleteRedirectMutation,
} = adminApi;
