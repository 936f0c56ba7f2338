const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'admin_content',
  dirname: __dirname,
  exposes: { './routes': './src/routes.tsx' },
});
