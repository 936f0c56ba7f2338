// jsdom with Node's own fetch, Request, Response, FormData, Blob and File, so tests mock the
// network at the fetch boundary and multipart bodies behave as in a browser.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class SiteEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
    this.global.ResizeObserver =
      this.global.ResizeObserver ||
      class ResizeObserver {
        observe() {}
        unobserve() {}
        disconnect() {}
      };
    this.global.scrollTo = () => {};
    this.global.matchMedia =
      this.global.matchMedia ||
      ((query) => ({
        matches: false,
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
        onchange: null,
        dispatchEvent: () => false,
      }));
  }
}

module.exports = SiteEnvironment;
