// The router and Redux Toolkit surface the remotes use, re-exported by the singleton.
// react-router and @reduxjs/toolkit are not federation shared modules: a shared module ships
// whole (it cannot be tree-shaken, since any consumer may use any export), which cost the site
// 190 KB of router code with its server and RSC parts. Bundled into @agency/shared-state instead, each
// is shipped once, from the shell, with only what these exports and the shell reach; and every
// remote still uses the one router the shell created and the one store. A remote imports these
// from '@agency/shared-state', never from the packages (lint enforces it), or it would bundle a second,
// disconnected copy.
export {
  Link,
  NavLink,
  Navigate,
  Outlet,
  redirect,
  replace,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
  type BlockerFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
export { createSlice, type PayloadAction } from '@reduxjs/toolkit';
export type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
