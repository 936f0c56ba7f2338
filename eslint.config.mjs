// One lint config for every workspace. The rule of the house (docs/architecture.md): each
// workspace package states its role in its package.json ("role"), and a package imports only
// the roles below its own (`mayImport`); packages reach each other by name, never by a relative
// path; and no import loop, anywhere. A remote never imports another remote or the shell; the
// site speaks to the api over HTTP only.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** What each role may import of the tree, and why not the rest. */
const roles = {
  contract: {
    mayImport: [],
    why: 'the contract is what both sides stand on: it imports nothing of the tree',
  },
  manifest: { mayImport: [], why: 'the apps manifest is data every tool reads' },
  'server-kit': {
    mayImport: [],
    why: 'what the Node servers share (trace context, the metrics listener) imports nothing of the tree',
  },
  server: {
    mayImport: ['contract', 'server-kit'],
    why: 'the api stands beside the web and shares only the contract with it',
  },
  core: {
    mayImport: ['contract'],
    why: '@agency/shared-state is the singleton core: the UI kit and the apps build on it',
  },
  kit: {
    mayImport: ['contract', 'core'],
    why: 'the UI kit serves every app and depends on none',
  },
  app: {
    mayImport: ['contract', 'core', 'kit', 'manifest', 'server-kit'],
    why: 'an app reaches the api over HTTP and other apps through Module Federation only',
  },
  'test-library': {
    mayImport: ['contract', 'core', 'kit', 'manifest'],
    why: "the test library serves the apps' tests",
  },
  tests: {
    mayImport: ['contract', 'manifest', 'test-library'],
    why: 'the browser tests drive the site from outside',
  },
};

/** Every workspace package with its folder, name and role (from its package.json). */
export const workspacePackages = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'package.json'), 'utf8'),
).workspaces.map((dir) => {
  const { name, role } = JSON.parse(
    readFileSync(path.join(import.meta.dirname, dir, 'package.json'), 'utf8'),
  );
  if (!roles[role]) {
    throw new Error(`${dir}/package.json: "role" must be one of ${Object.keys(roles).join(', ')}`);
  }
  return { dir, name, role };
});

/** A zone for each package a package may not import: by its folder (where imports resolve). */
const boundaryZones = workspacePackages.flatMap((importer) =>
  workspacePackages
    .filter(
      (imported) =>
        imported !== importer &&
        !roles[importer.role].mayImport.includes(imported.role) &&
        // Every package's tests use the test library; that nothing else does is the
        // `testHelpersOnlyInTests` rule below.
        imported.role !== 'test-library',
    )
    .map((imported) => ({
      target: `./${importer.dir}`,
      from: `./${imported.dir}`,
      message:
        `${importer.name} (role ${importer.role}) may not import ${imported.name} ` +
        `(role ${imported.role}): ${roles[importer.role].why}.`,
    })),
);

/** Test files and their helpers (fixtures, render helpers, stand-ins). */
const testFiles = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', '**/test/**'];

// Tests' helpers stay in tests: an app that imported them would bundle MSW and Testing Library.
const testHelpersOnlyInTests = [
  { name: '@agency/testing', message: '@agency/testing is for tests only; it is not bundled.' },
];

const restrictedImports = [
  { name: 'axios', message: 'Use the RTK Query API slice.' },
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch / useAppSelector from @agency/shared-state.',
  },
];

/** The import rule for every file, with `more` imports refused besides. */
const restrictImports = (...more) => ({
  'no-restricted-imports': ['error', { paths: [...restrictedImports, ...more] }],
});

// @agency/shared-state has two federation entries, its core ('@agency/shared-state') and its RTK Query api
// ('@agency/shared-state/api', src/api/). Each reaches the other by its package name, so that both use
// the page's one instance of the other, never a copy bundled beside it.
const sharedStateEntries = {
  core: {
    group: ['./api', './api/*', '../api', '../api/*'],
    message:
      "Import the api by its entry ('@agency/shared-state/api'; loadApi() to load it on demand).",
  },
  api: {
    group: ['../*'],
    message: "Import the core by its package name ('@agency/shared-state'), never by path.",
  },
};

/** @agency/shared-state's import rule, with one entry's way to the other refused besides. */
const restrictSharedStateEntry = (pattern) => ({
  'no-restricted-imports': [
    'error',
    { paths: [...restrictedImports, ...testHelpersOnlyInTests], patterns: [pattern] },
  ],
});

// The router and Redux Toolkit are bundled once, into @agency/shared-state (see its routing/router.ts):
// a remote that imported them itself would ship and run a second, disconnected copy.
const singletonOnlyThroughSharedState = [
  'react-router',
  'react-router-dom',
  'react-router/dom',
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'redux',
].map((name) => ({
  name,
  message: `Import this from '@agency/shared-state': the remote would otherwise bundle its own ${name}.`,
}));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/data/**',
      '**/.tmp/**',
      // What the deploy specs deploy to (folder targets), left by a run.
      '.e2e-*/**',
      // Deliberate violations that scripts/check-lint-rules.mjs expects lint to refuse.
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      // The plugin reads every imported file (loops, boundaries) with the TypeScript parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Workspace packages resolve to their real folders, so a zone catches an import by name
      // and by path alike.
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          project: '**/tsconfig.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
      // Another package by its name, never by a relative path (which would bundle a copy).
      'import-x/no-relative-packages': 'error',
      // A loop makes evaluation order matter and splits nothing apart; type-only imports run
      // nothing and are not counted.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      ...restrictImports(),
    },
  },
  {
    files: [
      'shell/src/**/*.{ts,tsx}',
      'packages/shared-state/src/**/*.{ts,tsx}',
      'packages/ui/src/mount-standalone.tsx',
    ],
    ignores: testFiles,
    rules: restrictImports(...testHelpersOnlyInTests),
  },
  {
    // The UI kit is bundled into every remote, so the same holds for it. Only its standalone
    // frame (mount-standalone.tsx) creates the router and the store's Provider: it runs on a
    // remote's own page alone, where that remote's copy of @agency/shared-state is the one on the page
    // and shares these modules with it in the one build.
    files: ['remotes/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'packages/ui/src/mount-standalone.tsx'],
    rules: restrictImports(...singletonOnlyThroughSharedState, ...testHelpersOnlyInTests),
  },
  {
    files: ['packages/shared-state/src/**/*.{ts,tsx}'],
    ignores: [
      ...testFiles,
      'packages/shared-state/src/api/**',
      'packages/shared-state/src/store/hooks.ts',
    ],
    rules: restrictSharedStateEntry(sharedStateEntries.core),
  },
  {
    files: ['packages/shared-state/src/api/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: restrictSharedStateEntry(sharedStateEntries.api),
  },
  {
    files: ['packages/shared-state/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The repository's own tools (build, start, benchmarks) drive every package from outside and
    // are never bundled: they may reach a package's tool by its path.
    files: ['scripts/**/*.mjs'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
