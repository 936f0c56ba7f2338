/** The Team screen's texts. */
export const teamMessages = {
  loading: 'Loading the team...',
  loadFailed: 'The team could not be loaded.',
  usernameMissing: 'Enter a username for the new account.',
  emailMissing: 'Enter the e-mail address to send the invitation to.',
  inviteFailed: 'The invitation could not be sent. Try again.',
  changeFailed: 'The role could not be changed. Try again.',
  resendFailed: 'The invitation could not be sent again. Try again.',
  cancelFailed: 'The invitation could not be cancelled. Try again.',
  invited: (username: string, email: string) =>
    `Invitation sent to ${email}. ${username} chooses a password with its link (valid 7 days), then signs in.`,
  resent: (email: string) =>
    `A new invitation link is on its way to ${email}; the earlier one no longer works.`,
  cancelled: (username: string) => `The invitation of ${username} is cancelled.`,
  roleChanged: (username: string, role: string) =>
    role === 'User'
      ? `${username} is no longer on the staff: the admin screens are closed to them now.`
      : `${username} is now ${role === 'Editor' ? 'an Editor' : 'an Author'}.`,
  confirmRemove: (username: string) =>
    `Remove ${username} from the staff? Their account stays, as a reader's, and the admin screens close to them at once.`,
  confirmCancel: (username: string) =>
    `Cancel the invitation of ${username}? Its link stops working and the account is removed.`,
} as const;

/** What each role given here may do, as the invitation form explains it. */
export const roleHelp = {
  Editor:
    'Editor: every post (write, publish, schedule, delete), the media library and comments. Needs two-factor sign-in.',
  Author:
    'Author: writes their own drafts and submits them for review; uploads pictures. Cannot publish or see others’ drafts.',
} as const;
