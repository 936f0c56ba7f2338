/** The words of a person's data on request (export and erasure). */
export const personDataMessages = {
  title: 'This person’s data',
  intro: (email: string) =>
    `Everything the site holds about ${email}: messages, applications with résumés, the newsletter subscription, the account and its comments.`,
  downloadButton: 'Download their data (ZIP)',
  downloading: 'Preparing the download...',
  eraseButton: 'Erase their data...',
  confirmTitle: (email: string) => `Erase everything the site holds about ${email}?`,
  nothingHeld: (email: string) => `The site holds nothing more about ${email}.`,
  cannotUndo: 'This cannot be undone. Download their data first if they asked for a copy.',
  confirmButton: 'Erase everything',
  erasing: 'Erasing...',
  erased: (email: string) => `Everything the site held about ${email} is erased.`,
  fileName: (email: string) => `personal-data-${email.replace(/[^\w.@-]+/g, '-')}.zip`,
  downloadFailed: 'The data could not be downloaded. Please try again.',
  lookUpFailed: 'What the site holds could not be looked up. Please try again.',
  eraseFailed: 'The data could not be erased. Please try again.',
} as const;
