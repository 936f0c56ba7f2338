const { createConfig } = require('../webpack.shared');

module.exports = createConfig({
  name: 'shell',
  dirname: __dirname,
  serverEntry: './src/server/index.ts',
});
