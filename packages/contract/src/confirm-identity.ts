/**
 * The 403 of a sensitive action ("sudo mode": an export, an erasure, new recovery codes) from a
 * session that has not confirmed the password or a code lately. The api answers it and the admin
 * screens recognise it, then ask before they try again.
 */
export const CONFIRM_IT_IS_YOU =
  'Please confirm it’s you: enter your password or a code from your authenticator app, then try again.';

/**
 * The 403 of the back office's data to a session of the SuperAdmin or an Editor that passed no
 * second factor while one is required: the api answers it (its one gate) and the admin screens say it, with the way to the
 * Security page, instead of a bare "could not be loaded".
 */
export const TWO_FACTOR_SETUP_REQUIRED =
  'Two-factor sign-in is required for the SuperAdmin and Editors. Set it up on the Security page, then continue.';
