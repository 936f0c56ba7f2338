// The public surface of @agency/shared-state: the one module every app shares as a singleton. State and
// what must be one on the page (store, session, configuration, cross-app paths, route guards,
// page metadata); components and styles are the UI kit's (@agency/ui), which each app bundles
// itself. The RTK Query api is its second entry, '@agency/shared-state/api' (src/api/), a singleton of
// its own that only pages which call the api load.
export { configureSite, getSiteConfig, apiUrl, phoneHref, type SiteConfig } from './config';
export { paths, blogPostPath } from './paths';
export * from './types';
export {
  tenantPath,
  prepareHeaders,
  errorMessage,
  errorStatus,
  isNetworkError,
} from './http/requests';
export {
  makeStore,
  rootReducer,
  hydrateApiState,
  attachApi,
  attachedApi,
  type ApiLoader,
  type ThunkExtra,
  type RootState,
  type AppStore,
  type AppDispatch,
  type AppThunk,
} from './store/store';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';
export {
  sessionSlice,
  restoreSession,
  selectUser,
  selectIsLoggedIn,
  selectRole,
  selectIsSuperAdmin,
  selectIsStaff,
  selectSessionRestored,
  UNRESTORED_SESSION,
  type SessionState,
} from './session/session-slice';
export { endSession, logIn, logOut, updateSessionUser } from './session/session-thunks';
export { useSignOut } from './session/use-sign-out';
export { readToken, readStoredStaff, readStoredSuperAdmin } from './session/storage';
export { RequireAuth, RequireStaff, RequireSuperAdmin } from './routing/guards';
export { SessionPending } from './routing/session-pending';
export { ServerWindowContext, useDomWindow, type DomWindow } from './ssr/server-window';
export type { RemoteRoutesModule } from './routing/remote-contract';
export {
  useDocumentMeta,
  resolveDocumentMeta,
  jsonLdText,
  brandImages,
  brandShareImage,
  organizationJsonLd,
  socialMetaTags,
  DocumentMetaContext,
  type DocumentMeta,
  type ShareImage,
  type DocumentMetaCollector,
  type ResolvedDocumentMeta,
} from './seo/use-document-meta';
export { recordLeadSource, LEAD_SOURCE } from './lead-source/record-lead-source';
export {
  useNewsletterSubscribe,
  type NewsletterOutcome,
} from './newsletter/use-newsletter-subscribe';
export * from './routing/router';
