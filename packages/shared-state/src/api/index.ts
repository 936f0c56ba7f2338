// @agency/shared-state/api: the site's one RTK Query api, a federation singleton of its own beside
// '@agency/shared-state'. It is loaded only by a page that calls the api (a remote's endpoints import
// it; the core's thunks load it on demand through the loader the store was made with), so a page that calls nothing (the home page,
// a service page) does not download RTK Query. Importing it attaches the api to the store.
export { baseApi, INJECT_OVERRIDE, tagTypes } from './base-api';
export { sessionApi } from './session-api';
export { newsletterApi } from './newsletter-api';
export { readLeadSource } from './lead-source';
export { skipToken } from '@reduxjs/toolkit/query/react';
