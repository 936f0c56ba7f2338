// npm run lint:openapi -w api: lints the OpenAPI document the api serves at /api/docs/json with
// Redocly's recommended rules (api/redocly.yaml) and fails on any error or warning.
// The document is the one the running app builds from its route schemas, so the app is built in
// process (TypeScript sources compiled by SWC as they load, an in-memory PGlite database), asked
// for the document, and closed; nothing is started on a port.
// The few problems accepted on purpose are listed, with their reasons, in
// api/.redocly.lint-ignore.yaml, which Redocly matches by the document's file path: so the
// document is written to a fixed place (DOCUMENT, under node_modules/.cache), not a random one.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
require('../test/support/swc-register.js');
const { buildApp } = require('../src/build.ts');
const { loadConfig } = require('../src/config.ts');
const { openDatabase } = require('../src/db/database.ts');

const DOCUMENT = path.join(root, 'node_modules', '.cache', 'openapi-lint', 'openapi.json');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-openapi-'));
let document;
try {
  document = await servedDocument(dataDir);
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
fs.mkdirSync(path.dirname(DOCUMENT), { recursive: true });
fs.writeFileSync(DOCUMENT, JSON.stringify(document, null, 2));
process.exit(lint(DOCUMENT));

/**
 * GET /api/docs/json of an app built with the defaults of config.ts, but for its public
 * address: the document's server is the deployment's PUBLIC_API_URL, and the development
 * default (localhost) is what a published document must not name.
 */
async function servedDocument(dataDir) {
  const database = await openDatabase({});
  const app = await buildApp({
    config: loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      SEED_POSTS: 'false',
      PUBLIC_API_URL: 'https://api.agency-site.invalid',
    }),
    database,
  });
  try {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
    return res.json();
  } finally {
    await app.close();
    await database.close();
  }
}

/**
 * Redocly's exit code counts errors only; the JSON report also counts warnings, which fail the
 * lint too. Each problem is printed with its rule and where it is in the document.
 */
function lint(file) {
  const result = spawnSync(
    process.execPath,
    [
      require.resolve('@redocly/cli/bin/cli.js'),
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format',
      'json',
      '--max-problems',
      '1000',
    ],
    {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    process.stderr.write(result.stdout + result.stderr);
    console.error('lint-openapi: Redocly did not answer with a JSON report.');
    return 1;
  }
  for (const problem of report.problems.filter((p) => !p.ignored)) {
    const where = problem.location.map((l) => l.pointer).join(', ');
    console.log(`${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`);
  }
  const { errors, warnings, ignored } = report.totals;
  const accepted = `${ignored} accepted in .redocly.lint-ignore.yaml`;
  if (errors === 0 && warnings === 0) {
    console.log(
      `/api/docs/json is valid: Redocly ${report.version}, recommended rules (${accepted}).`,
    );
    return 0;
  }
  console.log(`/api/docs/json: ${errors} errors and ${warnings} warnings (${accepted}).`);
  return 1;
}
