/** What the editor's address field says, word for word (tests import them from here). */
export const slugTexts = {
  label: 'Web address',
  invalid: 'Use lowercase letters, digits and single dashes, e.g. winter-tyre-guide.',
  taken: 'Another post already has that address. Please choose another slug.',
  draftHint: (path: string) =>
    `The post's page: ${path}. A draft's address follows its title until you change it here.`,
  publishedHint: (path: string) =>
    `The post's page: ${path}. If you change it, the old address keeps working: it sends visitors to the new one.`,
} as const;

/** The api's form of a post's address (UpdatePostBody.slug). */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether `slug` is an address the api accepts (1 to 80 characters of the slug form). */
export const isSlug = (slug: string): boolean => slug.length <= 80 && SLUG.test(slug);
