import { Writable } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import {
  DocumentMetaContext,
  makeStore,
  ServerWindowContext,
  type DomWindow,
  UNRESTORED_SESSION,
  type AppStore,
  type DocumentMeta,
} from '@agency/shared-state';
// The server calls the api for every page it renders, so the api is always loaded here.
import * as apiEntry from '@agency/shared-state/api';
import { App } from '../app';
import { remoteForPath, remoteNeedsSuperAdmin, type RemoteName } from '../remotes/remote-registry';
import type { RuntimeConfig } from '../remotes/runtime-config';
import { createShellRoutes, remoteRouteBranch, unavailableRemoteBranch } from '../router';
import type { SsrPayload } from '../boot/ssr-state';
import { marksPersonal } from './personal-routes';
import type { ServerRemotes } from './server-remotes';
import { withTimeout } from './timeout';

/** The api is in the server's bundle already: its loader answers at once. */
const loadApi = () => Promise.resolve(apiEntry);
const { baseApi } = apiEntry;

/** How long a page waits for the api during a server render before showing its loading state. */
export const DATA_TIMEOUT_MS = 2500;
const MAX_DATA_PASSES = 3;

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** React's HTML of the page (what goes in #root). */
      html: string;
      meta: DocumentMeta | null;
      payload: SsrPayload;
      /** The remote that owns the page, if any (its CSS goes into the head). */
      remote: RemoteName | null;
      /** Pages for one person (protected, admin, a route marked `handle.personal`): never cached,
       * noindex. */
      personal: boolean;
    };

export interface RenderOptions {
  url: URL;
  headers?: Record<string, string>;
  runtime: RuntimeConfig;
  remotes: ServerRemotes;
  /** The DOM pages parse HTML in (the blog's post bodies, sanitized by DOMPurify): Node has
   * none, and remotes bring no DOM library of their own. */
  serverWindow: DomWindow;
  log?: (message: string, error?: unknown) => void;
}

/** Pages for one person: the signed-in areas, and the pages a newsletter mail's personal
 * links open (their token is in the URL, and what they show is that person's). */
function isPersonalPath(pathname: string): boolean {
  return /^\/(user|superadmin|newsletter)(\/|$)/.test(pathname);
}

async function routesFor(
  remote: RemoteName | null,
  remotes: ServerRemotes,
  log: RenderOptions['log'],
) {
  if (!remote || remoteNeedsSuperAdmin(remote))
    return { branches: [] as RouteObject[], unavailable: false };
  try {
    return {
      branches: [remoteRouteBranch(remote, await remotes.routes(remote))],
      unavailable: false,
    };
  } catch (error) {
    log?.(`The ${remote} remote's server entry could not be loaded`, error);
    return { branches: [unavailableRemoteBranch(remote)], unavailable: true };
  }
}

/** Waits for the queries the last render started, at most until the deadline. RTK Query keeps
 * its running calls per dispatch function, so each store view the renders used is asked. */
async function settleQueries(stores: AppStore[], deadline: number): Promise<boolean> {
  const running = stores.flatMap((store) => store.dispatch(baseApi.util.getRunningQueriesThunk()));
  if (running.length === 0) return false;
  const remaining = deadline - Date.now();
  if (remaining <= 0) return false;
  await withTimeout(Promise.allSettled(running), remaining, () => undefined);
  return true;
}

/**
 * The store as later renders see it: a call already made (answered or failed) is not made again.
 * On the server the RTK Query hooks start their calls during render, and a failed call would be
 * retried by every render, so the last render would show "loading" instead of the page's error
 * message. Thunks run against a view in which every settled-but-failed call reads as in flight,
 * so RTK Query skips it; calls not made yet still start (a page's dependent calls).
 */
function withoutRepeatedCalls(store: AppStore): AppStore {
  const viewForThunks = () => {
    const state = store.getState();
    const api = state[baseApi.reducerPath];
    if (!api) return state;
    const queries = Object.fromEntries(
      Object.entries(api.queries).map(([key, entry]) => [
        key,
        entry && entry.status === 'rejected' ? { ...entry, status: 'pending' } : entry,
      ]),
    );
    return { ...state, [baseApi.reducerPath]: { ...api, queries } };
  };
  const dispatch = ((action: unknown) =>
    typeof action === 'function'
      ? (action as (d: unknown, g: unknown, e: unknown) => unknown)(
          dispatch,
          viewForThunks,
          undefined,
        )
      : store.dispatch(action as Parameters<AppStore['dispatch']>[0])) as AppStore['dispatch'];
  return { ...store, dispatch };
}

function renderToHtml(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        callback();
      },
    });
    let failed = false;
    const stream = renderToPipeableStream(element, {
      // Every Suspense boundary in place, in document order. React otherwise moves a boundary of
      // a large page (a shell past this size) to the end of the stream, with an inline script to
      // swap it in, for a browser painting as the stream arrives. This page is sent whole
      // (onAllReady) and the site's script-src allows no inline script, so the boundary's
      // content would stay hidden: a static island's picture or a post body.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        if (!failed) stream.pipe(sink);
      },
      onShellError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
      onError(error) {
        failed = true;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
  });
}

/**
 * Renders one page: the remote owning the URL is loaded from its server container, React
 * Router's static handler matches the route (and answers redirects), the page is rendered until
 * the RTK Query calls it starts have settled, then rendered with React's streaming renderer with
 * that data. A remote that is down, slow or throws gives its unavailable message (503) inside
 * the layout; the rest of the site is unaffected.
 */
export async function renderPage(options: RenderOptions): Promise<RenderResult> {
  const { url, runtime, remotes, log } = options;
  const remote = remoteForPath(url.pathname);
  const loaded = await routesFor(remote, remotes, log);
  try {
    return await renderWith(options, remote, loaded.branches, loaded.unavailable);
  } catch (error) {
    if (!remote || loaded.unavailable) throw error;
    log?.(`The ${remote} remote failed while rendering ${url.pathname}`, error);
    return renderWith(options, remote, [unavailableRemoteBranch(remote)], true);
  }

  async function renderWith(
    { url: pageUrl, headers, serverWindow }: RenderOptions,
    owner: RemoteName | null,
    branches: RouteObject[],
    unavailable: boolean,
  ): Promise<RenderResult> {
    const handler = createStaticHandler(createShellRoutes(branches));
    const context = await handler.query(new Request(pageUrl.href, { headers }));
    if (context instanceof Response) {
      const location = context.headers.get('Location');
      if (location && context.status >= 300 && context.status < 400) {
        return { kind: 'redirect', status: context.status, location };
      }
      throw new Error(`Unexpected ${context.status} response from a route of ${pageUrl.pathname}`);
    }
    const store = makeStore(loadApi, { session: UNRESTORED_SESSION });
    let meta: DocumentMeta | null = null;
    const collector = { set: (value: DocumentMeta) => (meta = value) };
    const router = createStaticRouter(handler.dataRoutes, context);
    const element = (renderStore: AppStore) => (
      <ServerWindowContext.Provider value={serverWindow}>
        <DocumentMetaContext.Provider value={collector}>
          <App store={renderStore}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>
        </DocumentMetaContext.Provider>
      </ServerWindowContext.Provider>
    );

    // Data: render, wait for the calls the render started, render again (a page may start more
    // calls once the first data is there, e.g. related posts after the post).
    const deadline = Date.now() + DATA_TIMEOUT_MS;
    const settled = withoutRepeatedCalls(store);
    for (let pass = 0; pass < MAX_DATA_PASSES; pass += 1) {
      renderToString(element(pass === 0 ? store : settled));
      if (!(await settleQueries([store, settled], deadline))) break;
    }
    const html = await renderToHtml(element(settled));

    const lastRoute = context.matches[context.matches.length - 1]?.route;
    const personal =
      isPersonalPath(pageUrl.pathname) ||
      (owner !== null && remoteNeedsSuperAdmin(owner)) ||
      marksPersonal(context.matches);
    let status = context.statusCode;
    // A remote's page that failed to load its code shows the remote's unavailable message (its
    // error element): a 503, like a remote that is down.
    if (unavailable || (owner && context.errors)) status = 503;
    else if (lastRoute?.id === 'unmatched' && !personal) status = 404;
    // A page of a remote that names something missing (a post unpublished or deleted).
    else if ((meta as DocumentMeta | null)?.notFound) status = 404;

    // Only a page whose render called the api hands its replies over; the browser then loads
    // the api before hydrating, and a page that called nothing never downloads it.
    const api = store.getState()[baseApi.reducerPath];
    const calledApi = !!api && Object.keys(api.queries).length > 0;
    return {
      kind: 'page',
      status,
      html,
      meta: meta as DocumentMeta | null,
      // The admin remote's files are never linked: visitors must not download them.
      remote: owner && !remoteNeedsSuperAdmin(owner) ? owner : null,
      personal,
      payload: {
        runtime,
        state: calledApi ? { [baseApi.reducerPath]: api } : {},
        hydrationData: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: context.errors,
        },
      },
    };
  }
}
