const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'blog',
  dirname: __dirname,
  port: 8082,
  exposes: { './routes': './src/routes.tsx' },
});
