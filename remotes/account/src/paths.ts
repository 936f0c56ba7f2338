/** The paths only this remote routes and links to. It owns them: a new one ships with the remote,
 * not with the shell's copy of @agency/shared-state. Links to other apps' pages come from @agency/shared-state's
 * `paths`; the URL prefixes the shell sends here are in the apps manifest (packages/apps). */
export const accountPaths = {
  login: '/login',
  verify: '/verify',
  verifiedSuccess: '/verified-success',
  forgotPassword: '/user/forgot-password',
  resetPassword: '/user/reset-password',
  undoEmailChange: '/user/undo-email-change',
} as const;
