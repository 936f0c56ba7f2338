// A remote's federation object built on the bundler runtime the shell provides
// (scripts/provide-bundler-runtime.js, scripts/external-bundler-runtime.js): each container keeps
// its own instance and share scopes while the functions are the provider's one copy.
import { expect, it } from '@jest/globals';
import { CurrentGlobal, ModuleFederation } from '@module-federation/runtime-core';
import { provideBundlerRuntime } from './provide-bundler-runtime.js';

provideBundlerRuntime();
const { default: federation, bundlerRuntime } = await import('./external-bundler-runtime.js');

it('the functions are the provider’s, the share scopes the container’s own', () => {
  const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
  for (const name of ['consumes', 'I', 'installInitialConsumes', 'initContainerEntry', 'init'])
    expect(bundlerRuntime[name]).toBe(provided.bundlerRuntime[name]);
  expect(bundlerRuntime.S).not.toBe(provided.bundlerRuntime.S);
  expect(federation.attachShareScopeMap).toBe(provided.attachShareScopeMap);
  expect(federation.instance).toBeUndefined();
});

it('init makes the container’s own instance once, never another container’s', () => {
  const shell = new ModuleFederation({ name: 'shell', remotes: [] });
  CurrentGlobal.__FEDERATION__.__INSTANCES__.push(shell);

  const first = federation.runtime.init({ name: 'marketing', remotes: [], shared: {} });
  expect(first).not.toBe(shell);
  expect(first.options.name).toBe('marketing');
  expect(CurrentGlobal.__FEDERATION__.__INSTANCES__).toContain(first);

  const again = federation.runtime.init({ name: 'marketing', remotes: [], shared: {} });
  expect(again).toBe(first);
});
