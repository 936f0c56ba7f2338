// npm 11 leaves other platforms' optional packages (e.g. @swc/core-darwin-arm64) out of
// package-lock.json, and then `npm ci` refuses the lock ("Missing: … from lock file";
// npm/cli#4828, #7961). This adds the missing entries from the registry's metadata, exactly as
// npm would record them, so `npm ci` works on any machine. Run it after `npm install <pkg>`:
//   npm run lockfile:complete
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;

/** The registry's record of a package version, or null when the registry does not have it. */
function metadata(name, version) {
  try {
    const json = execFileSync('npm', ['view', `${name}@${version}`, '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return JSON.parse(json);
  } catch {
    return null;
  }
}

let added = 0;
const unavailable = [];
for (const [key, entry] of Object.entries(packages)) {
  if (!key.startsWith('node_modules/') || !entry.optionalDependencies) continue;
  const base = key.slice(0, key.lastIndexOf('node_modules/'));
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    const nested = `${key}/node_modules/${name}`;
    const hoisted = `${base}node_modules/${name}`;
    if (packages[nested] || packages[hoisted] || packages[`node_modules/${name}`]) continue;
    const meta = metadata(name, range);
    if (!meta) {
      // The registry has no such build (a platform nobody published for): no machine can
      // install it, so the lock should not promise it.
      delete entry.optionalDependencies[name];
      unavailable.push(`${name}@${range}`);
      continue;
    }
    const record = { version: meta.version, integrity: meta.dist.integrity };
    for (const field of ['cpu', 'os', 'libc']) if (meta[field]) record[field] = meta[field];
    if (entry.dev) record.dev = true;
    if (meta.license) record.license = meta.license;
    record.optional = true;
    if (meta.engines) record.engines = meta.engines;
    packages[hoisted] = record;
    added += 1;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
if (unavailable.length)
  console.log(`Not in the registry, dropped from the lock: ${unavailable.join(', ')}`);
console.log(
  added
    ? `Added ${added} platform-specific optional packages to package-lock.json.`
    : 'package-lock.json already lists every optional package.',
);
