// The Module Federation runtime core, provided as the global that remotes built with
// `experiments.externalRuntime` read, and the webpack bundler runtime, which remotes read
// instead of carrying a copy (scripts/external-bundler-runtime.js). In the composed site the
// shell provides both; a remote's standalone page loads this first instead (webpack.shared.js,
// standaloneRuntimeConfig).
import * as runtimeCore from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime.js';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
provideBundlerRuntime();
