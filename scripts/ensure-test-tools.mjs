// The browser tests drive Debian's Chromium (no browser download is possible here) and run the
// W3C Nu HTML Checker on Java. Finds Chromium through CHROME_PATH or /usr/bin/chromium and Java
// on PATH; as root with apt-get, installs what is missing from Debian's packages; else says how.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const hasJava = () => {
  try {
    execSync('command -v java', { stdio: 'ignore', shell: '/bin/bash' });
    return true;
  } catch {
    return false;
  }
};

const missing = [];
if (!existsSync(chromium)) {
  if (process.env.CHROME_PATH) {
    console.error(`Chromium was not found at CHROME_PATH=${chromium}.`);
    process.exit(1);
  }
  missing.push('chromium');
}
if (!hasJava()) missing.push('default-jre-headless');
if (missing.length === 0) process.exit(0);

const install = `apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')}`;
if (process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
  console.error(
    `The browser tests need ${missing.join(' and ')}. Install Debian's packages (as root: ${install})` +
      ' or set CHROME_PATH to a Chromium.',
  );
  process.exit(1);
}
console.log(`Installing what the browser tests need from Debian's packages: ${install}`);
execSync(install, { stdio: 'inherit', shell: '/bin/bash' });
