#!/usr/bin/env node
// Proves the house rules of eslint.config.mjs bite: each deliberate violation below must be
// refused by lint with the rule and the reason, and no package may export a file from a test
// folder. Run by `npm run lint`; exits 1 when a rule no longer catches its example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { workspacePackages } from '../eslint.config.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Each case: a file (it need not exist) with one forbidden import, and what lint must say. */
const cases = [
  {
    why: 'a remote imports another remote',
    file: 'remotes/blog/src/lint-example.ts',
    code: "import { adminApi } from '@agency/admin-content/src/api';\nexport default adminApi;\n",
    rule: 'import-x/no-restricted-paths',
    says: '@agency/blog (role app) may not import @agency/admin-content (role app)',
  },
  {
    why: 'the shell imports the api',
    file: 'shell/src/lint-example.ts',
    code: "import apiPackage from '@agency/api/package.json';\nexport default apiPackage;\n",
    rule: 'import-x/no-restricted-paths',
    says: '@agency/shell (role app) may not import @agency/api (role server)',
  },
  {
    why: 'the contract imports a package of the tree',
    file: 'packages/contract/src/lint-example.ts',
    code: "import { paths } from '@agency/shared-state';\nexport default paths;\n",
    rule: 'import-x/no-restricted-paths',
    says: '@agency/contract (role contract) may not import @agency/shared-state (role core)',
  },
  {
    why: 'the api imports a web package',
    file: 'api/src/lint-example.ts',
    code: "import { paths } from '@agency/shared-state';\nexport default paths;\n",
    rule: 'import-x/no-restricted-paths',
    says: '@agency/api (role server) may not import @agency/shared-state (role core)',
  },
  {
    why: '@agency/shared-state imports the UI kit',
    file: 'packages/shared-state/src/lint-example.ts',
    code: "import { Button } from '@agency/ui/button';\nexport default Button;\n",
    rule: 'import-x/no-restricted-paths',
    says: '@agency/shared-state (role core) may not import @agency/ui (role kit)',
  },
  {
    why: 'an app reaches another package by a relative path',
    file: 'shell/src/lint-example.ts',
    code: "import { paths } from '../../packages/shared-state/src/paths';\nexport default paths;\n",
    rule: 'import-x/no-relative-packages',
    says: 'Relative import from another package is not allowed',
  },
  {
    why: 'app code imports the test library',
    file: 'remotes/blog/src/lint-example.ts',
    code: "import { server } from '@agency/testing';\nexport default server;\n",
    rule: 'no-restricted-imports',
    says: '@agency/testing is for tests only',
  },
  {
    why: 'two modules import each other',
    file: 'scripts/lint-fixtures/cycle/first.ts',
    rule: 'import-x/no-cycle',
    says: 'Dependency cycle detected',
  },
];

const eslint = new ESLint({ cwd: root, ignore: false });
const failures = [];

for (const example of cases) {
  const filePath = path.join(root, example.file);
  const [result] = example.code
    ? await eslint.lintText(example.code, { filePath })
    : await eslint.lintFiles([filePath]);
  const caught = result.messages.some(
    (message) => message.ruleId === example.rule && message.message.includes(example.says),
  );
  console.log(`${caught ? 'refused' : 'MISSED '}  ${example.why} (${example.rule})`);
  if (!caught) failures.push({ ...example, got: result.messages.map((m) => m.message) });
}

// A package's public entries are its source, never its tests' fixtures.
for (const { dir, name } of workspacePackages) {
  const { exports = {} } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
  const targets = typeof exports === 'string' ? [exports] : Object.values(exports).flat();
  const fromTests = targets.filter(
    (target) => typeof target === 'string' && /(^|\/)(test|tests|__tests__)\//.test(target),
  );
  console.log(`${fromTests.length ? 'EXPORTS' : 'ok     '}  ${name} exports no test file`);
  if (fromTests.length) failures.push({ why: `${name} exports ${fromTests.join(', ')}` });
}

if (failures.length > 0) {
  console.error('\nLint rules that no longer hold:', JSON.stringify(failures, null, 2));
  process.exit(1);
}
