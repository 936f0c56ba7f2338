const { createConfig } = require('../webpack.shared');

module.exports = createConfig({ name: 'shell', dirname: __dirname, port: 8080, serverEntry: './src/server/index.ts' });
