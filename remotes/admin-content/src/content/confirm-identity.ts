/** Every message of the "Confirm it's you" dialog; tests import them from here. */
export const confirmIdentityMessages = {
  title: 'Confirm it’s you',
  intro:
    'This action needs a recent proof that it is you at the keyboard: enter your password, or a code from your authenticator app. It then goes ahead.',
  password: 'Your password',
  code: 'Code from your authenticator app',
  useCode: 'Use a code from my authenticator app instead',
  usePassword: 'Use my password instead',
  passwordRequired: 'Enter your password.',
  codeRequired: 'Enter the 6-digit code your app shows.',
  confirm: 'Confirm',
  confirming: 'Checking...',
  cancel: 'Cancel',
  failed: 'That could not be checked. Please try again.',
} as const;
