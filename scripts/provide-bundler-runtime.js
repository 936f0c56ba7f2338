// A Module Federation runtime plugin in the shell's browser build only (webpack.shared.js): it
// hands the shell's webpack bundler runtime (the functions every container's webpack runtime
// calls to start federation, share modules and consume them) to the remotes, as the shell
// already hands them its runtime core. A remote's remoteEntry.js then reads it
// (scripts/external-bundler-runtime.js) instead of carrying a copy: about 3 KB gzip less on
// every first visit. The functions keep no state of their own (each takes the container's
// __webpack_require__), so one copy serves every container.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
// The shell exposes nothing, so its build leaves the container's init out of its bundler
// runtime (FEDERATION_HAS_EXPOSES): the remotes need it.
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';

export function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= {
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap,
  };
}

export default function provideBundlerRuntimePlugin() {
  provideBundlerRuntime();
  return { name: 'provide-bundler-runtime' };
}
