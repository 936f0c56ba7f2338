import { getSiteConfig, tenantPath, type Credentials } from '@agency/shared-state';
import type {
  InboxSummary,
  LeadsByChannel,
  LikedPost,
  LoginReply,
  LoginResult,
  MessageReply,
  TwoFactorLogin,
  MyComment,
  PasswordChange,
  ProfileUpdate,
  UserProfile,
} from '@agency/contract';
import { baseApi, INJECT_OVERRIDE } from '@agency/shared-state/api';

/** Username and password as the form collects them; the tenant (brand name) is added here. */
export interface CredentialsInput {
  username: string;
  password: string;
  email: string;
}

export interface ResetPasswordInput {
  /** The tenant named in the emailed link, which is the tenant the reset token belongs to. */
  tenantId: string;
  token: string;
  password: string;
}

export interface VerifyEmailInput {
  tenantId: string;
  token: string;
}

/** The api adds a human message to the profile it returns after a save. */
export type ProfileUpdateReply = UserProfile & { message?: string };

/** A sign-in's or a sign-up's request: the form's fields posted with the tenant added. */
const postCredentials = (action: 'login' | 'register') => (input: CredentialsInput) => {
  const body: Credentials = { ...input, tenant: getSiteConfig().brandName };
  return { url: `/users/${tenantPath()}/${action}`, method: 'POST', body };
};

const segment = encodeURIComponent;

/** The account remote's calls: register, verify, profile, email and password changes, and the
 * two activity lists (comments and votes). */
export const accountApi = baseApi.enhanceEndpoints({ addTagTypes: ['Lead'] }).injectEndpoints({
  overrideExisting: INJECT_OVERRIDE,
  endpoints: (build) => ({
    accountLogin: build.mutation<LoginResult, CredentialsInput>({
      query: postCredentials('login'),
    }),
    /** The code step of a sign-in with a second factor. */
    accountLoginTwoFactor: build.mutation<LoginReply, TwoFactorLogin>({
      query: (body) => ({ url: `/users/${tenantPath()}/login/two-factor`, method: 'POST', body }),
    }),
    /** Opens a locked code step with the token of the link mailed to the owner. */
    accountUnlockCodes: build.mutation<MessageReply, VerifyEmailInput>({
      query: ({ tenantId, token }) => ({
        url: `/users/${segment(tenantId)}/two-factor/unlock`,
        method: 'POST',
        body: { token },
      }),
    }),
    accountRegister: build.mutation<MessageReply, CredentialsInput>({
      query: postCredentials('register'),
    }),
    accountVerifyEmail: build.mutation<MessageReply, VerifyEmailInput>({
      query: ({ tenantId, token }) => ({
        url: `/users/${segment(tenantId)}/verify-email/${segment(token)}`,
        method: 'GET',
      }),
    }),
    accountForgotPassword: build.mutation<MessageReply, { email: string }>({
      query: (body) => ({ url: `/users/${tenantPath()}/forgot-password`, method: 'POST', body }),
    }),
    accountResetPassword: build.mutation<MessageReply, ResetPasswordInput>({
      query: ({ tenantId, token, password }) => ({
        url: `/users/${segment(tenantId)}/reset-password/${segment(token)}`,
        method: 'POST',
        body: { password },
      }),
    }),
    /** Undoes an e-mail change with the token mailed to the old address; every session ends. */
    accountUndoEmailChange: build.mutation<MessageReply, { tenantId: string; token: string }>({
      query: ({ tenantId, token }) => ({
        url: `/users/${segment(tenantId)}/undo-email-change/${segment(token)}`,
        method: 'POST',
      }),
    }),
    accountGetProfile: build.query<UserProfile, void>({
      query: () => `/users/${tenantPath()}/profile`,
      providesTags: ['Profile'],
    }),
    accountUpdateProfile: build.mutation<ProfileUpdateReply, ProfileUpdate>({
      query: (body) => ({ url: `/users/${tenantPath()}/profile`, method: 'PUT', body }),
      // The reply is the saved profile: show it at once, then let other readers refetch.
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          const { message: _message, ...profile } = data;
          dispatch(accountApi.util.upsertQueryData('accountGetProfile', undefined, profile));
        } catch {
          // The form shows the failure.
        }
      },
      invalidatesTags: ['Profile'],
    }),
    accountChangePassword: build.mutation<MessageReply, PasswordChange>({
      query: (body) => ({ url: `/users/${tenantPath()}/change-password`, method: 'POST', body }),
    }),
    accountGetMyComments: build.query<MyComment[], void>({
      query: () => `/users/${tenantPath()}/me/comments`,
      providesTags: ['MyActivity'],
    }),
    accountGetLikedPosts: build.query<LikedPost[], void>({
      query: () => `/users/${tenantPath()}/me/liked-posts`,
      providesTags: ['MyActivity'],
    }),
    /** The SuperAdmin's dashboard figures, from the inbox (the admin area refreshes them on a
     * status change through the shared 'Lead' tag). */
    accountGetInboxSummary: build.query<InboxSummary, void>({
      query: () => `/inbox/${tenantPath()}/summary`,
      providesTags: [{ type: 'Lead', id: 'SUMMARY' }],
    }),
    /** Leads by channel from one day to another, both included (UTC). */
    accountGetLeadsByChannel: build.query<LeadsByChannel, { from: string; to: string }>({
      query: (period) => ({ url: `/inbox/${tenantPath()}/channels`, params: period }),
      providesTags: [{ type: 'Lead', id: 'SUMMARY' }],
    }),
  }),
});

export const {
  useAccountLoginMutation,
  useAccountLoginTwoFactorMutation,
  useAccountUnlockCodesMutation,
  useAccountRegisterMutation,
  useAccountVerifyEmailMutation,
  useAccountForgotPasswordMutation,
  useAccountResetPasswordMutation,
  useAccountGetProfileQuery,
  useAccountUpdateProfileMutation,
  useAccountUndoEmailChangeMutation,
  useAccountChangePasswordMutation,
  useAccountGetMyCommentsQuery,
  useAccountGetLikedPostsQuery,
  useAccountGetInboxSummaryQuery,
  useAccountGetLeadsByChannelQuery,
} = accountApi;
