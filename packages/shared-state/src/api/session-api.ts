import { tenantPath } from '@agency/shared-state';
import { baseApi } from './base-api';

/** Session calls every app needs (the shell's Logout and the profile's Sign out). */
export const sessionApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionLogout: build.mutation<void, void>({
      query: () => ({ url: `/users/${tenantPath()}/logout`, method: 'POST' }),
    }),
  }),
});
