// The public surface of shared-state: the one module every app shares as a singleton. State and
// what must be one on the page (store, session, API, configuration, cross-app paths, route
// guards, page metadata); components and styles are the UI kit's (site-ui), which each app
// bundles itself.
export { configureSite, getSiteConfig, apiUrl, phoneHref, type SiteConfig } from './config';
export { paths, blogPostPath } from './paths';
export * from './types';
export {
  baseApi,
  hydrateApiState,
  INJECT_OVERRIDE,
  tagTypes,
  tenantPath,
  prepareHeaders,
  errorMessage,
  errorStatus,
  isNetworkError,
} from './api/base-api';
export {
  makeStore,
  rootReducer,
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
  selectSessionRestored,
  UNRESTORED_SESSION,
  type SessionState,
} from './session/session-slice';
export { logIn, logOut, updateSessionUser } from './session/session-thunks';
export { useSignOut } from './session/use-sign-out';
export { TOKEN_KEY, USER_KEY, readToken, readStoredSuperAdmin } from './session/storage';
export { sessionApi } from './session/session-api';
export { RequireAuth, RequireSuperAdmin } from './routing/guards';
export { SessionPending } from './routing/session-pending';
export { domWindow, provideServerWindow } from './ssr/dom-window';
export type { RemoteRoutesModule } from './routing/remote-contract';
export {
  useDocumentMeta,
  resolveDocumentMeta,
  jsonLdText,
  DocumentMetaContext,
  type DocumentMeta,
  type DocumentMetaCollector,
  type ResolvedDocumentMeta,
} from './seo/use-document-meta';
export {
  newsletterApi,
  useNewsletterSubscribe,
  type NewsletterOutcome,
} from './newsletter/newsletter-api';
export * from './routing/router';
