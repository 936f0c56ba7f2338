import type { ComponentType } from 'react';
import type { RouteObject } from '@agency/shared-state';

/** A route to the page at `path` whose code downloads when the route is first entered. */
export const lazyPage = (
  path: string,
  load: () => Promise<{ default: ComponentType }>,
): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
});
