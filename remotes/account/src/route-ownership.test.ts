import { declaredPaths, ownerOf } from '@agency/apps';
import routes from './routes';

// The shell sends a URL to the remote whose prefixes in the apps manifest cover it: a path this
// remote declares outside them would never reach it in the composed site.
it('every path its routes declare is routed to it by the shell', () => {
  const paths = declaredPaths(routes);
  expect(paths.length).toBeGreaterThan(0);
  for (const path of paths) expect([path, ownerOf(path)?.name]).toEqual([path, 'account']);
});
