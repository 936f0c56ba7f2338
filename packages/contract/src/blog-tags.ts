/** The blog's tags, in the order the blog's filter shows them (All is the filter's reset, not a
 * tag): the seeded posts carry them, the editor offers them, the blog filters by them. */
export const blogTags = [
  'Business',
  'Digital',
  'Strategy',
  'Content',
  'Marketing',
  'API',
  'Development',
  'Technology',
] as const;
export type BlogTag = (typeof blogTags)[number];
