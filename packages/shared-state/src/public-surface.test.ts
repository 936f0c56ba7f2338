// @agency/shared-state is a runtime singleton: the composed site runs the shell's copy, whatever copy a
// remote was built with. A remote built against a surface the running copy lacks reads
// `undefined` (a new path constant, a new export) until the shell is redeployed, unless the
// version says so: Module Federation checks each remote's requiredVersion against the copy it
// gets. So the runtime surface of both entries (every export and the keys of exported plain
// objects) is recorded with the version in public-surface.json, and a change to it must come
// with a new version. After bumping package.json: UPDATE_SURFACE=1 npx jest -c packages/shared-state public-surface
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as sharedStateApi from './api/index';
import * as sharedState from './index';

const recordFile = path.join(__dirname, '../public-surface.json');
const { version } = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as {
  version: string;
};

/** Each export's kind, and the keys of exported plain objects, of one entry. */
function entrySurface(entry: Record<string, unknown>): Record<string, string | string[]> {
  return Object.fromEntries(
    Object.entries(entry)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => {
        const plainObject =
          typeof value === 'object' &&
          value !== null &&
          Object.getPrototypeOf(value) === Object.prototype;
        return [name, plainObject ? Object.keys(value).sort() : typeof value];
      }),
  );
}

/** Both entries: '@agency/shared-state' and '@agency/shared-state/api' (the api's endpoints are keys of it). */
function surface() {
  return {
    '@agency/shared-state': entrySurface(sharedState),
    '@agency/shared-state/api': entrySurface(sharedStateApi),
  };
}

interface Recorded {
  version: string;
  exports: ReturnType<typeof surface>;
}

it('changes its runtime surface only with a new version', () => {
  const current = surface();
  const recorded = JSON.parse(readFileSync(recordFile, 'utf8')) as Recorded;
  if (process.env.UPDATE_SURFACE) {
    expect(version).not.toBe(recorded.version);
    writeFileSync(recordFile, `${JSON.stringify({ version, exports: current }, null, 2)}\n`);
    return;
  }
  const changed = JSON.stringify(current) !== JSON.stringify(recorded.exports);
  if (changed && version === recorded.version) {
    throw new Error(
      `@agency/shared-state's runtime surface changed at version ${version}: bump the version in ` +
        'packages/shared-state/package.json, then UPDATE_SURFACE=1 npx jest -c packages/shared-state public-surface',
    );
  }
  expect({ version, exports: current }).toEqual(recorded);
});
