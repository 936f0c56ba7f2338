// ckeditor5 and its dependencies ship ESM only: jest transforms them and reaches the packages
// through a barrel of our own (the package exports offer only an "import" condition).
const path = require('node:path');
const jestConfig = require('../../jest.base.js');

const esmPackages = [
  'vanilla-colorful',
  'blurhash',
  'es-toolkit',
  'color-parse',
  'color-convert',
  'color-name',
  'fuzzysort',
  'marked',
  'turndown',
  ...jestConfig.mswEsmPackages,
];

module.exports = jestConfig(__dirname, {
  moduleNameMapper: {
    '^ckeditor5$': path.join(__dirname, 'jest/ckeditor5.js'),
  },
  setupFilesAfterEnv: ['<rootDir>/jest/setup.ts'],
  // Anything inside a CKEditor package (nested dependencies too), or an ESM-only dependency of
  // CKEditor or MSW.
  transformIgnorePatterns: [
    `^(?!.*/node_modules/(ckeditor5|@ckeditor)/).*/node_modules/(?!(${esmPackages.join('|')})/)`,
  ],
});
