/** Every message of the Security screen; tests import them from here. */
export const securityMessages = {
  title: 'Security',
  lead: 'Two-factor sign-in for this account, and every place it is signed in.',
  loading: 'Loading security settings...',
  loadFailed: 'The security settings could not be loaded.',
  setupRequired:
    'Two-factor sign-in is required for your account. Set it up below to reach the admin screens: a stolen password alone then opens nothing.',
  off: 'Two-factor sign-in is off. After your password, a sign-in will also ask for a code from an authenticator app on your phone.',
  scanStep:
    'Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis...), or type the key by hand.',
  codeRequired: 'Enter the 6-digit code your app shows.',
  passwordRequired: 'Enter your password.',
  proofStep:
    'To set up an authenticator, confirm it is you: we e-mail a one-time code to your account’s address, and you enter it with your password.',
  emailCodeRequired: 'Enter the 8-digit code from the e-mail.',
  savedCodes: 'I have saved these codes',
  codesIntro:
    'Save these recovery codes somewhere safe (a password manager, or printed). Each one signs you in once if you lose your phone. They are shown only now.',
  confirmEndAll:
    'Sign out everywhere? Every session of this account ends, this one included, and you will sign in again.',
  sessionsLoadFailed: 'The list of sessions could not be loaded.',
} as const;

/** A base32 key in groups of four, as authenticator apps show it. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
