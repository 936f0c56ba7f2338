const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'marketing',
  dirname: __dirname,
  port: 8081,
  exposes: { './routes': './src/routes.tsx' },
});
