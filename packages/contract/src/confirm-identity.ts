/**
 * The 403 of a sensitive action ("sudo mode": an export, an erasure, new recovery codes) from a
 * session that has not confirmed the password or a code lately. The api answers it and the admin
 * screens recognise it, then ask before they try again.
 */
export const CONFIRM_IT_IS_YOU =
  'Please confirm it’s you: enter your password or a code from your authenticator app, then try again.';
