import type { RouteObject } from 'react-router';

/** What every remote exposes as `./routes`: its route objects with absolute paths, pages
 * loaded lazily inside. The shell and the standalone frames rely on nothing else. */
export interface RemoteRoutesModule {
  default: RouteObject[];
}
