import { useEffect, useRef, useState } from 'react';
import {
  errorStatus,
  selectUser,
  updateSessionUser,
  useAppDispatch,
  useAppStore,
  useDocumentMeta,
  useSignOut,
} from '@agency/shared-state';
import type { ProfileUpdate, UserProfile } from '@agency/contract';
import { skipToken } from '@agency/shared-state/api';
import { buttonClass } from '@agency/ui/button';
import { Notice } from '@agency/ui/notice';
import {
  useAccountGetInboxSummaryQuery,
  useAccountGetLikedPostsQuery,
  useAccountGetMyCommentsQuery,
  useAccountGetProfileQuery,
  useAccountUpdateProfileMutation,
} from '../api';
import { ChangePasswordForm } from '../components/change-password-form';
import {
  ActionTiles,
  MetricMinute,
  NextSteps,
  Resources,
  StatsRow,
} from '../components/dashboard-widgets';
import { LeadsByChannel } from '../components/leads-by-channel';
import { LikedPosts, MyComments } from '../components/my-activity';
import { OverviewCard } from '../components/overview-card';
import { ProfileMenu } from '../components/profile-menu';
import type { ProfileFormValues } from '../components/profile-form';
import { messages } from '../content/messages';
import { serverDetail } from '../errors';
import { useEndSession } from '../hooks/use-end-session';
import { useObjectUrl } from '../hooks/use-object-url';
import { useRouteNotice } from '../hooks/use-route-notice';
import { useStoredToken } from '../hooks/use-stored-token';
import styles from '../components/dashboard.module.css';

export type ProfileVariant = 'user' | 'admin';

const titles: Record<ProfileVariant, string> = {
  user: 'Your Profile',
  admin: 'SuperAdmin Profile',
};

/** /user/profile and /superadmin/profile: loads the profile, then shows the dashboard. A missing
 * token or a 401 ends the session and sends the user to /account with the expired-session message;
 * any other load error replaces the page with the catalogue's text and a Retry button. */
export default function ProfilePage({ variant }: { variant: ProfileVariant }) {
  const token = useStoredToken();
  const endSession = useEndSession();
  const dispatch = useAppDispatch();
  const skip = token !== 'present';
  const profile = useAccountGetProfileQuery(undefined, { skip });
  // Started together with the profile so the dashboard's lists do not wait for it.
  useAccountGetMyCommentsQuery(undefined, { skip });
  useAccountGetLikedPostsQuery(undefined, { skip });
  useDocumentMeta({
    title: titles[variant],
    description: 'Your dashboard: profile, activity, resources and password.',
  });

  const unauthorized =
    token === 'missing'
      ? messages.unauthorized
      : errorStatus(profile.error) === 401
        ? messages.unauthorizedAgain
        : null;

  useEffect(() => {
    if (unauthorized) void endSession(unauthorized);
  }, [unauthorized, endSession]);

  // The server is the authority on the user: keep the session (header, guards) in step, so a
  // role changed elsewhere also moves the user to the right profile.
  // Runs only when a reply arrives, so it never undoes a newer local change.
  const data = profile.data;
  const store = useAppStore();
  useEffect(() => {
    const sessionUser = selectUser(store.getState());
    if (!data?.username || !sessionUser) return;
    const { id, username, email, role } = data;
    if (
      sessionUser.username !== username ||
      sessionUser.email !== email ||
      sessionUser.role !== role ||
      (id && sessionUser.id !== id)
    ) {
      dispatch(updateSessionUser(id ? { id, username, email, role } : { username, email, role }));
    }
  }, [data, store, dispatch]);

  const title = titles[variant];
  if (unauthorized) return <StatusScreen title={title} tone="error" text={unauthorized} />;
  if (skip || profile.isUninitialized || profile.isLoading)
    return <StatusScreen title={title} text={messages.loadingProfile} />;
  if (profile.error) {
    // A reply that is not a success reads 'Failed to load profile data.'; no reply at all reads
    // '... Please try again.', as the catalogue words them.
    const text =
      errorStatus(profile.error) !== undefined
        ? messages.profileLoadFailed
        : messages.profileLoadError;
    return (
      <StatusScreen title={title} tone="error" text={text} onRetry={() => void profile.refetch()} />
    );
  }
  if (!data || !data.username) {
    return (
      <StatusScreen
        title={title}
        tone="error"
        text={messages.profileLoadFailed}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  return (
    <Dashboard
      variant={variant}
      profile={data}
      onUnauthorized={() => void endSession(messages.unauthorizedAgain)}
    />
  );
}

interface StatusScreenProps {
  title: string;
  text: string;
  tone?: 'error';
  onRetry?: () => void;
}

function StatusScreen({ title, text, tone, onRetry }: StatusScreenProps) {
  return (
    <div className={styles.statusScreen}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {tone === 'error' ? (
        <Notice tone="error">{text}</Notice>
      ) : (
        <p className={styles.loading} role="status" aria-busy="true">
          <span className={styles.spinner} aria-hidden="true" />
          {text}
        </p>
      )}
      {onRetry && (
        <button type="button" className={buttonClass('secondary')} onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}

interface DashboardProps {
  variant: ProfileVariant;
  profile: UserProfile;
  onUnauthorized: () => void;
}

function Dashboard({ variant, profile, onUnauthorized }: DashboardProps) {
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const [notice, dismissNotice] = useRouteNotice();
  const [editing, setEditing] = useState(false);
  const [avatar, setAvatar] = useState<File | null>(null);
  const avatarUrl = useObjectUrl(avatar);
  const [saved, setSaved] = useState<string | null>(null);
  const [saveError, setSaveError] = useState<{ text: string; detail: string | undefined } | null>(
    null,
  );
  const [save, { isLoading: saving }] = useAccountUpdateProfileMutation();
  const overviewHeading = useRef<HTMLHeadingElement>(null);
  const isSuperAdmin = profile.role === 'SuperAdmin';
  const { data: inbox } = useAccountGetInboxSummaryQuery(isSuperAdmin ? undefined : skipToken);

  function toggleEdit() {
    setEditing((value) => !value);
    setSaveError(null);
    setSaved(null);
  }

  async function onSave(values: ProfileFormValues) {
    setSaveError(null);
    const body: ProfileUpdate = { username: values.username, email: values.email };
    if (values.password) body.password = values.password;
    if (variant === 'admin') body.role = values.role;
    const reply = await save(body);
    if ('error' in reply) {
      if (errorStatus(reply.error) === 401) {
        onUnauthorized();
        return;
      }
      setSaveError({ text: messages.profileSaveFailed, detail: serverDetail(reply.error) });
      return;
    }
    const { id, username, email, role } = reply.data;
    dispatch(updateSessionUser(id ? { id, username, email, role } : { username, email, role }));
    setAvatar(values.avatar);
    setSaved(reply.data.message ?? 'Profile saved.');
    setEditing(false);
  }

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <div>
          <p className={styles.eyebrow}>
            {variant === 'admin' ? 'SuperAdmin dashboard' : 'Dashboard'}
          </p>
          <h1 className={styles.pageTitle}>
            {variant === 'admin' ? 'SuperAdmin Profile' : 'Your Profile'}
          </h1>
        </div>
        <ProfileMenu
          username={profile.username}
          avatarUrl={avatarUrl}
          onYourProfile={() => {
            overviewHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            overviewHeading.current?.focus({ preventScroll: true });
          }}
          onSignOut={() => void signOut()}
        />
      </header>

      {notice && (
        <Notice tone={notice.tone} onDismiss={dismissNotice}>
          {notice.text}
        </Notice>
      )}

      <div className={styles.grid}>
        <div className={styles.main}>
          <OverviewCard
            profile={profile}
            avatarUrl={avatarUrl}
            editing={editing}
            onToggleEdit={toggleEdit}
            saved={saved}
            headingRef={overviewHeading}
            form={{
              withRole: variant === 'admin',
              avatar,
              saving,
              error: saveError,
              onSave: (values) => void onSave(values),
            }}
          />
          <StatsRow inbox={isSuperAdmin ? inbox : undefined} />
          {isSuperAdmin ? <LeadsByChannel /> : null}
          <ActionTiles
            isSuperAdmin={isSuperAdmin}
            newLeads={isSuperAdmin ? inbox?.new : undefined}
          />
          <div className={styles.pair}>
            <MyComments />
            <LikedPosts />
          </div>
        </div>
        <aside className={styles.side} aria-label="Insights and settings">
          <NextSteps showAdminProfileLink={variant === 'user' && isSuperAdmin} />
          <MetricMinute />
          <Resources />
          <ChangePasswordForm username={profile.username} onUnauthorized={onUnauthorized} />
        </aside>
      </div>
    </div>
  );
}
