/** Every user-facing message of the account screens, character for character as users see
 * them; tests import them from here. */
export const messages = {
  // Login / register.
  loggedIn: 'Logged in successfully!',
  loadingCodeStep: 'Loading the code step...',
  registered: 'Registered successfully! Please verify your email before logging in.',
  serverErrorFallback: 'An error occurred.',
  noResponse: 'No response from the server. Please try again later.',
  otherError: 'An error occurred. Please try again.',
  passwordsDoNotMatch: 'Passwords do not match',

  // The code step of a sign-in with a second factor.
  codeRequired: 'Enter the 6-digit code from your app, or a recovery code.',
  codeStepExpired: 'Your sign-in took too long. Please enter your password again.',
  codeStepLocked: 'Sign-in codes are locked.',
  unlockIntro:
    'Sign-in codes of your account were locked after too many wrong codes. If you are the owner, open them again now.',
  twoFactorSetupNeeded:
    'Logged in. Two-factor sign-in is required for your account: set it up now to reach the admin screens.',

  // Verify.
  verified: 'Your account has been successfully verified!',
  verifyFailed: 'Verification failed. Please try again or contact support.',
  emailVerifiedHeading: 'Email Verified Successfully!',
  emailVerifiedText:
    'Your email has been verified. You can now log in and start using your account.',

  // Forgot / reset.
  resetEmailSent: 'Password reset email has been sent to your inbox.',
  resetEmailFailed: 'Failed to send password reset email. Please try again.',
  resetPasswordsDoNotMatch: 'Passwords do not match!',
  invalidResetLink: 'Invalid reset link. Please check the URL or contact support.',
  passwordReset: 'Your password has been successfully reset!',
  resetFailed: 'Failed to reset password. Please try again or contact support.',
  invalidUndoLink: 'This link is incomplete. Please open the link from the email again.',
  undoFailed: 'The change could not be undone. Please try again or contact support.',

  // Profile.
  loadingProfile: 'Loading profile...',
  unauthorized: 'Unauthorized access. Please log in.',
  unauthorizedAgain: 'Unauthorized access. Please log in again.',
  profileLoadFailed: 'Failed to load profile data.',
  profileLoadError: 'Failed to load profile data. Please try again.',
  profileSaveFailed: 'Failed to save profile data.',
  emailChangeNeedsPassword: 'Enter your current password to change your e-mail address.',
  passwordChangeFailed: 'Failed to change password.',
  passwordChanged: 'Password changed successfully',

  // Field validation: one message per rule the forms check.
  usernameRequired: 'Username is required.',
  passwordRequired: 'Password is required.',
  emailRequired: 'Email is required.',
  emailInvalid: 'Please enter a valid email address.',
  confirmRequired: 'Please confirm your password.',
  tokenRequired: 'Verification token is required.',
  newPasswordRequired: 'New password is required.',
  confirmNewPasswordRequired: 'Please confirm your new password.',
} as const;
