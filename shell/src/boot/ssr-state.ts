import type { HydrationState } from 'react-router';
import type { RootState } from '@agency/shared-state';
import type { RequestVersions } from '../remotes/request-versions';
import type { RuntimeConfig } from '../remotes/runtime-config';

/** What the render server hands the browser in `<script type="application/json" id=…>`: not
 * executed (no inline script for the Content-Security-Policy to allow), read before hydration. */
export interface SsrPayload {
  runtime: RuntimeConfig;
  /** Which version of each remote the page was rendered with, and why (a previewed page). */
  versions?: RequestVersions;
  state: Partial<RootState>;
  hydrationData?: HydrationState;
}

export const SSR_STATE_ELEMENT_ID = 'ssr-state';

/** JSON safe inside a script element: nothing in it can close the element or start a comment. */
export function serializePayload(payload: SsrPayload): string {
  return JSON.stringify(payload)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function readSsrPayload(): SsrPayload | null {
  const element = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as SsrPayload;
  } catch (error) {
    console.error(
      'The server state of this page could not be read; rendering in the browser.',
      error,
    );
    return null;
  }
}
