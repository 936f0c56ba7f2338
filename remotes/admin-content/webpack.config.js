const { createConfig } = require('../../webpack.shared');

module.exports = createConfig({
  name: 'admin_content',
  dirname: __dirname,
  port: 8084,
  exposes: { './routes': './src/routes.tsx' },
});
