// The Module Federation runtime core, provided as the global that remotes built with
// `experiments.externalRuntime` read. In the composed site the shell provides it; a remote's
// standalone page loads this first instead (webpack.shared.js, standaloneRuntimeConfig).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
