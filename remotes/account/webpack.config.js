const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'account',
  dirname: __dirname,
  port: 8083,
  exposes: { './routes': './src/routes.tsx' },
});
