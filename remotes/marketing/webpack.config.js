const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'marketing',
  dirname: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
