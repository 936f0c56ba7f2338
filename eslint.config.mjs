// One lint config for every workspace. Import boundaries follow DESIGN.md: a remote never
// imports another remote or the shell; the shell and remotes reach shared-state and the UI kit
// (site-ui, packages/ui) only by name; the kit depends on no app, and shared-state not on it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import siteApps from 'site-apps';

/** The remotes' folders under remotes/, from the apps manifest. */
const remotes = siteApps.remoteApps.map((app) => app.dir.replace(/^remotes\//, ''));

const boundaryZones = [
  ...remotes.flatMap((remote) => [
    ...remotes
      .filter((other) => other !== remote)
      .map((other) => ({
        target: `./remotes/${remote}`,
        from: `./remotes/${other}`,
        message: 'A remote never imports another remote.',
      })),
    {
      target: `./remotes/${remote}`,
      from: './shell',
      message: 'A remote never imports the shell.',
    },
    {
      target: `./remotes/${remote}`,
      from: './shared-state',
      message: "Import shared-state by its package name ('shared-state'), never by path.",
    },
    {
      target: `./remotes/${remote}`,
      from: './packages/ui',
      message: "Import the UI kit by its package name ('site-ui/…'), never by path.",
    },
  ]),
  {
    target: './shell',
    from: './remotes',
    message: 'The shell reaches remotes only through Module Federation.',
  },
  {
    target: './shell',
    from: './shared-state',
    message: "Import shared-state by its package name ('shared-state'), never by path.",
  },
  {
    target: './shell',
    from: './packages/ui',
    message: "Import the UI kit by its package name ('site-ui/…'), never by path.",
  },
  { target: './shared-state', from: './shell', message: 'shared-state depends on no app.' },
  { target: './shared-state', from: './remotes', message: 'shared-state depends on no app.' },
  {
    target: './shared-state',
    from: './packages/ui',
    message: 'shared-state is the singleton of state: the UI kit builds on it, not the other way.',
  },
  { target: './packages/ui', from: './shell', message: 'The UI kit depends on no app.' },
  { target: './packages/ui', from: './remotes', message: 'The UI kit depends on no app.' },
  {
    target: './packages/ui',
    from: './shared-state',
    message: "Import shared-state by its package name ('shared-state'), never by path.",
  },
];

/** Test files and their helpers (fixtures, render helpers, stand-ins). */
const testFiles = ['**/*.test.{ts,tsx}', '**/test-*.{ts,tsx}', '**/test/**'];

// Tests' helpers stay in tests: an app that imported them would bundle MSW and Testing Library.
const testHelpersOnlyInTests = [
  { name: 'site-testing', message: 'site-testing is for tests only; it is not bundled.' },
];

const restrictedImports = [
  { name: 'axios', message: 'Use the RTK Query API slice.' },
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector'],
    message: 'Use useAppDispatch / useAppSelector from shared-state.',
  },
];

/** The import rule for every file, with `more` imports refused besides. */
const restrictImports = (...more) => ({
  'no-restricted-imports': ['error', { paths: [...restrictedImports, ...more] }],
});

// shared-state has two federation entries, its core ('shared-state') and its RTK Query api
// ('shared-state/api', src/api/). Each reaches the other by its package name, so that both use
// the page's one instance of the other, never a copy bundled beside it.
const sharedStateEntries = {
  core: {
    group: ['./api', './api/*', '../api', '../api/*'],
    message: "Import the api by its entry ('shared-state/api'; loadApi() to load it on demand).",
  },
  api: {
    group: ['../*'],
    message: "Import the core by its package name ('shared-state'), never by path.",
  },
};

/** shared-state's import rule, with one entry's way to the other refused besides. */
const restrictSharedStateEntry = (pattern) => ({
  'no-restricted-imports': [
    'error',
    { paths: [...restrictedImports, ...testHelpersOnlyInTests], patterns: [pattern] },
  ],
});

// The router and Redux Toolkit are bundled once, into shared-state (see its routing/router.ts):
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
  message: `Import this from 'shared-state': the remote would otherwise bundle its own ${name}.`,
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
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import/resolver': { node: { extensions: ['.js', '.ts', '.tsx'] } } },
    rules: {
      'import/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: boundaryZones },
      ],
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
      'shared-state/src/**/*.{ts,tsx}',
      'packages/ui/src/mount-standalone.tsx',
    ],
    ignores: testFiles,
    rules: restrictImports(...testHelpersOnlyInTests),
  },
  {
    // The UI kit is bundled into every remote, so the same holds for it. Only its standalone
    // frame (mount-standalone.tsx) creates the router and the store's Provider: it runs on a
    // remote's own page alone, where that remote's copy of shared-state is the one on the page
    // and shares these modules with it in the one build.
    files: ['remotes/*/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'packages/ui/src/mount-standalone.tsx'],
    rules: restrictImports(...singletonOnlyThroughSharedState, ...testHelpersOnlyInTests),
  },
  {
    files: ['shared-state/src/**/*.{ts,tsx}'],
    ignores: [...testFiles, 'shared-state/src/api/**', 'shared-state/src/store/hooks.ts'],
    rules: restrictSharedStateEntry(sharedStateEntries.core),
  },
  {
    files: ['shared-state/src/api/**/*.{ts,tsx}'],
    ignores: testFiles,
    rules: restrictSharedStateEntry(sharedStateEntries.api),
  },
  {
    files: ['shared-state/src/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
