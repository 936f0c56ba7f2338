const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'blog',
  dirname: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
