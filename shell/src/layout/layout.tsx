import { Outlet, ScrollRestoration } from 'react-router';
import { useContext } from 'react';
import { StartLivePage } from '../boot/live-page';
import { Footer } from './footer';
import { Header } from './header';
import { Island } from './island';
import { useKeepEarlyInput } from './keep-early-input';
import { MobileBar } from './mobile-bar';
import styles from './layout.module.css';

/** The parts of the layout that hydrate on their own: each is drawn below as an <Island> of that
 * name (a name not listed is a type error; one listed but not drawn keeps the page from going
 * live, which the layout test catches). */
const ISLANDS = ['header', 'content', 'footer', 'mobile-bar'] as const;

/** Header, main and footer around the current route: rendered once, on the server and in the
 * browser alike, and never swapped for another frame. */
export function Layout() {
  const islandLive = useKeepEarlyInput(ISLANDS, useContext(StartLivePage));
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Island name="header" onLive={islandLive}>
        <Header />
      </Island>
      <main id="main" tabIndex={-1} className={styles.main}>
        <Island name="content" onLive={islandLive}>
          <Outlet />
        </Island>
      </main>
      <Island name="footer" onLive={islandLive}>
        <Footer />
      </Island>
      <Island name="mobile-bar" onLive={islandLive}>
        <MobileBar />
      </Island>
      {/* A new page starts at the top (or at its #hash); Back and Forward return to where the
          visitor was. Renders nothing: the server's HTML and the first render match. */}
      <ScrollRestoration />
    </>
  );
}
