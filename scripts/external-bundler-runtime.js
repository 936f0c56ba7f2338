// What a remote's federation entry imports in place of @module-federation/webpack-bundler-runtime
// in a production browser build (webpack.shared.js): the bundler runtime's functions the page's
// provider put on the global (the shell, scripts/provide-bundler-runtime.js; on a remote's
// standalone page, dist/standalone/mf-runtime.js), in a federation object of this container's
// own. What holds state stays the container's: its instance, its options and its share scopes.
// Of @module-federation/runtime the bundler runtime calls only `init` through the container's
// object (webpackRequire.federation.runtime.init), written here as that package writes it, with
// this build's identifier; the runtime core is the page's (externalRuntime).
import {
  CurrentGlobal,
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
} from '@module-federation/runtime-core';

/* global FEDERATION_BUILD_IDENTIFIER */
const buildId =
  typeof FEDERATION_BUILD_IDENTIFIER !== 'undefined' ? FEDERATION_BUILD_IDENTIFIER : '';

/** The federation instance of this container if the page has one (@module-federation/runtime's
 * getGlobalFederationInstance). */
function containerInstance(name, version) {
  return CurrentGlobal.__FEDERATION__.__INSTANCES__.find(
    ({ options }) =>
      (buildId && options.id === buildId) ||
      (options.name === name && !options.version && !version) ||
      (options.name === name && version && options.version === version),
  );
}

/** @module-federation/runtime's init: this container's instance, made on first call. */
function init(options) {
  const normalized = { ...options, id: options.id || '' };
  const existing = containerInstance(options.name, options.version);
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Federation = getGlobalFederationConstructor() || ModuleFederation;
  const created = new Federation({
    id: `${options.name}@${options.version || Date.now()}`,
    ...normalized,
  });
  setGlobalFederationInstance(created);
  return created;
}

export const runtime = { init };

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided) {
  throw new Error(
    'No Module Federation bundler runtime on this page: the shell (or a standalone page, /standalone/mf-runtime.js) provides it before a remote loads.',
  );
}

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;

const federation = {
  runtime,
  instance,
  initOptions,
  bundlerRuntime,
  attachShareScopeMap,
  bundlerRuntimeOptions,
};
export default federation;
