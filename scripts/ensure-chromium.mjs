// The browser tests drive Debian's Chromium (no browser download is possible here). Finds it
// through CHROME_PATH or /usr/bin/chromium; as root with apt-get, installs it; else says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) process.exit(0);

const install =
  'apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends chromium';
const canInstall =
  process.getuid?.() === 0 && existsSync('/usr/bin/apt-get') && !process.env.CHROME_PATH;
if (!canInstall) {
  console.error(
    `Chromium was not found at ${chromium}. Install Debian's build (as root: ${install}) or set CHROME_PATH.`,
  );
  process.exit(1);
}
console.log(`Chromium is missing; installing Debian's package: ${install}`);
execSync(install, { stdio: 'inherit', shell: '/bin/bash' });
