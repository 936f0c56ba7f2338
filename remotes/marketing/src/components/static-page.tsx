import { useCallback, type ComponentType, type MouseEvent } from 'react';
import { useNavigate, type RouteObject } from '@agency/shared-state';
import { staticIsland } from '@agency/ui/static-island';
import styles from './static-page.module.css';

/**
 * The route of a marketing page that is a static document: text, pictures and links, with no
 * state or handler of its own (every page but the two with forms). The server renders it whole;
 * a first visit hydrates it as a static island (@agency/ui's staticIsland), keeping the server's
 * HTML without downloading the page's code. The page's code is loaded only when the visitor
 * comes to it by a link on the site: the route's loader waits for it, so the navigation shows
 * the new page whole, as it did with `lazy`. A page the browser hydrated has its loader's
 * answer from the server (hydrationData), so the router does not run it there.
 *
 * A hydrated page's links are the server's `<a href>`, without React Router's handlers, so one
 * handler on the page's wrapper gives them what `<Link>` gives: a click on a link to this site
 * navigates in the page (no reload, the store and the loaded remotes kept).
 */
export function staticPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  props: P,
): Pick<RouteObject, 'loader' | 'Component'> {
  const Island = staticIsland('div', load);
  function StaticPage() {
    const followLink = useFollowLink();
    return <Island className={styles.page} onClick={followLink} contentProps={props} />;
  }
  return {
    loader: async () => {
      await Island.preload();
      return null;
    },
    Component: StaticPage,
  };
}

/** The click handler that makes the links inside an element navigate as `<Link>`s do. Clicks
 * that a browser gives another meaning keep it: a modified or non-primary click (new tab or
 * window), a link with a target or `download`, a link to another origin or scheme. */
function useFollowLink(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
      if (!anchor) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${url.pathname}${url.search}${url.hash}`;
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      // As <Link> does: a link to the page already shown replaces it in the history.
      void navigate(to, { replace: to === here });
    },
    [navigate],
  );
}
