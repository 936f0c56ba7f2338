import type { ReactNode } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';
import { useKeepEarlyInput } from './keep-early-input';
import { MobileBar } from './mobile-bar';
import styles from './layout.module.css';

/** Header, main and footer around the current route: rendered once, on the server and in the
 * browser alike, and never swapped for another frame. */
export function Layout() {
  useKeepEarlyInput();
  return (
    <LayoutFrame>
      <Outlet />
    </LayoutFrame>
  );
}

function LayoutFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
      <MobileBar />
      {/* A new page starts at the top (or at its #hash); Back and Forward return to where the
          visitor was. Renders nothing: the server's HTML and the first render match. */}
      <ScrollRestoration />
    </>
  );
}
