const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'account',
  dirname: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
