// A Module Federation runtime plugin in every browser build (webpack.shared.js): a shared
// singleton is handed over without the runtime's own version-range check.
//
// For a singleton that check only warns; the one that decides is the shell's gate
// (shell/src/remotes/compatibility.ts), which refuses a remote whose manifest asks for versions
// the shell does not provide, before its container is loaded. The runtime's check parses each
// range with a dozen regular expressions built on every call: for the dozen shared modules a
// page takes from the shell that was 17–47 ms of script at 4x CPU in the task that starts the
// page (`npm run profile:start`).
export default function singletonsCheckedAtTheGate() {
  return {
    name: 'singletons-checked-at-the-gate',
    resolveShare(args) {
      if (!args.shareInfo.shareConfig?.singleton) return args;
      const { shareScopeMap, scope, pkgName, version } = args;
      return {
        ...args,
        resolver: () => ({
          shared: shareScopeMap[scope][pkgName][version],
          useTreesShaking: false,
        }),
      };
    },
  };
}
