import {
  createElement,
  lazy,
  Suspense,
  useState,
  type ComponentPropsWithoutRef,
  type ComponentType,
  type JSX,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useHydrated } from './use-hydrated';

type Tag = keyof JSX.IntrinsicElements;

/** The wrapper element's attributes: what the element takes, but not its content. */
export type IslandAttributes<T extends Tag> = Omit<
  ComponentPropsWithoutRef<T>,
  'children' | 'dangerouslySetInnerHTML' | 'suppressHydrationWarning'
>;

export type StaticIslandProps<T extends Tag, P extends object> = IslandAttributes<T> & {
  /** The content component's props. The server's markup stands for these: if they change after
   * hydration, the island draws the new content itself. */
  contentProps: P;
  /** Inside the wrapper while the content's code loads (a mount in the browser). The wrapper
   * should hold the content's box, by its own size or with this. */
  fallback?: ReactNode;
};

export interface StaticIsland<T extends Tag, P extends object> {
  (props: StaticIslandProps<T, P>): ReactElement;
  /** Loads the content's code before an island needs it: an island that mounts once it is in
   * draws its content at once, without the fallback (a route loader can await it, so a
   * client-side navigation shows the page whole). */
  preload(): Promise<unknown>;
}

/** Kept as it is: an empty string that React never writes over the server's children. */
const KEEP_SERVER_HTML = { __html: '' };

function sameProps(a: object, b: object): boolean {
  const before = a as Record<string, unknown>;
  const after = b as Record<string, unknown>;
  const keys = Object.keys(before);
  return (
    keys.length === Object.keys(after).length &&
    keys.every((key) => Object.hasOwn(after, key) && Object.is(before[key], after[key]))
  );
}

/**
 * A static island: server HTML that hydration keeps without downloading the code that drew it.
 * For content that is only markup (no handlers, no state), such as a decorative picture or a
 * sanitized HTML body. `load` is the content component's module (`() => import('./scene')`),
 * so the bundler puts it in a chunk of its own; the island renders `tag` with the attributes
 * it is given, and the content inside it:
 *
 * - on the server (no `window`), the content itself, lazily loaded inside Suspense: the render
 *   server waits for every Suspense boundary and keeps each in place (no progressive
 *   outlining, see shell/src/server/render.tsx), so the HTML holds the whole content where it
 *   belongs, not a placeholder for a script to fill;
 * - in the browser, an island that mounts while React hydrates renders the same element with
 *   the same attributes, `dangerouslySetInnerHTML` of an empty string and
 *   `suppressHydrationWarning`. React (19) then keeps the server's children: hydration compares
 *   only string children (prepareToHydrateHostInstance), an element whose props set inner HTML
 *   counts as text content (shouldSetTextContent), so the children React has no fibers for are
 *   not a mismatch (popHydrationState), and React writes `innerHTML` only when `__html`
 *   changes. The content's code is never requested;
 * - an island that mounts in the browser outside hydration (a client-side navigation, or
 *   React rendering afresh after a hydration error) draws the content through React.lazy and
 *   Suspense, `fallback` in the wrapper until its code arrives, or at once if it already has
 *   (`preload`). So does a hydrated island whose `contentProps` change (React empties the
 *   element when inner HTML gives way to children).
 *
 * "Mounted while hydrating" is useHydrated() as it was at mount: React reads a store's server
 * snapshot while hydrating and the client snapshot in any other browser render, and the value
 * flips once hydration is done, so it is captured once in state.
 *
 * Create islands at module level (each loads its module once): `const Scene =
 * staticIsland('svg', () => import('./scene'))`, then `<Scene role="img" aria-label="…"
 * contentProps={{ name }} />`.
 */
export function staticIsland<T extends Tag, P extends object>(
  tag: T,
  load: () => Promise<{ default: ComponentType<P> }>,
): StaticIsland<T, P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => (loading ??= load().then((module) => (loaded = module)));
  // React.lazy takes any thenable and reads its result as soon as it calls back, so a module
  // that has already arrived (preloaded) is drawn in the first render, with no fallback; a
  // promise always calls back later.
  const arrived = (module: { default: ComponentType<P> }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as unknown as Promise<
      typeof module
    >;
  const Content = lazy(() => (loaded ? arrived(loaded) : preload()));

  function Island({ contentProps, fallback = null, ...attributes }: StaticIslandProps<T, P>) {
    const hydrated = useHydrated();
    const [serverProps, setServerProps] = useState(() =>
      typeof window !== 'undefined' && !hydrated ? contentProps : null,
    );
    const keep = serverProps !== null && sameProps(serverProps, contentProps);
    // The server's markup no longer shows these props; once left, it never comes back.
    if (serverProps !== null && !keep) setServerProps(null);
    if (keep) {
      return createElement(tag, {
        ...attributes,
        dangerouslySetInnerHTML: KEEP_SERVER_HTML,
        suppressHydrationWarning: true,
      });
    }
    return createElement(
      tag,
      attributes,
      <Suspense fallback={fallback}>
        <Content {...contentProps} />
      </Suspense>,
    );
  }
  Island.preload = preload;
  return Island;
}
