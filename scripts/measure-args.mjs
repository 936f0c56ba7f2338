/** The command line of a measuring script: its flags, its `--name value` options, the site's
 * address (the first http(s) argument, else the local `npm start`) and the routes named. */
export function measureArgs(argv = process.argv.slice(2)) {
  return {
    flag: (name) => argv.includes(name),
    option: (name, fallback) => {
      const at = argv.indexOf(name);
      return at >= 0 ? argv[at + 1] : fallback;
    },
    base: (argv.find((arg) => /^https?:/.test(arg)) ?? 'http://localhost:8080').replace(/\/$/, ''),
    routes: argv.filter((arg) => arg.startsWith('/')),
  };
}
