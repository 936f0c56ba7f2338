// A remote's development build exposes this module as `./routes` in place of its own
// (webpack.shared.js, `hotRoutes`): it hands on the remote's routes and, when an edit of them or
// of any page or component under them arrives over hot reload, announces the new routes to the
// page as the `agency:remote-routes-updated` event. The site's shell takes it (it calls
// preventDefault) and replaces that remote's part of the open page without reloading it: the
// header, footer, theme, session and the other remotes stay as they are (docs/deploying.md,
// "Hot reload"). A page without the shell (the remote alone in its minimal frame) does not take
// it and is reloaded, as before. Production builds never include this module.
import routes from 'agency-remote-routes';

export default routes;

if (import.meta.webpackHot) {
  import.meta.webpackHot.accept('agency-remote-routes', () => {
    const update = new CustomEvent('agency:remote-routes-updated', {
      cancelable: true,
      // eslint-disable-next-line no-undef -- written by webpack's DefinePlugin (webpack.shared.js)
      detail: { remote: __AGENCY_REMOTE_NAME__, routes },
    });
    if (window.dispatchEvent(update)) window.location.reload();
  });
}
