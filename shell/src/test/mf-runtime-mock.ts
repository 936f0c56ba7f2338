// Stand-in for @module-federation/enhanced/runtime under jest: tests decide what a remote
// "serves" through remoteModules, or make it fail.
import type { RouteObject } from 'react-router';

// The real version check: the compatibility gate's decisions are what the tests are about.
export { satisfy } from '@module-federation/runtime-core';

export const remoteModules = new Map<string, () => Promise<{ default: RouteObject[] }>>();
export const registered: { name: string; entry: string; force: boolean }[] = [];

export function registerRemotes(
  remotes: { name: string; entry: string }[],
  options?: { force?: boolean },
) {
  remotes.forEach((remote) => registered.push({ ...remote, force: !!options?.force }));
}

export async function loadRemote<T>(id: string): Promise<T> {
  const factory = remoteModules.get(id);
  if (!factory) throw new Error(`Failed to fetch ${id}`);
  return (await factory()) as T;
}

/** The runtime's plugins: the render server registers one (other builds of a remote). */
export const plugins: unknown[] = [];
export function registerPlugins(added: unknown[]) {
  plugins.push(...added);
}
