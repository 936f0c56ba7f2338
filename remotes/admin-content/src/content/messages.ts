/** The fixed texts of content management, word for word (tests import them from here). */
export const messages = {
  loadingBlogs: 'Loading blogs...',
  confirmDelete: 'Are you sure you want to delete this post?',
  unexpectedFormat: 'Failed to fetch blogs - unexpected response format.',
  fetchFailed: 'Failed to fetch blogs.',
  saveFailed: 'Failed to save the blog.',
  deleteFailed: 'Failed to delete the blog.',
  toggleFailed: 'Failed to toggle publish status.',
  saving: 'Saving changes...',
  uploading: 'Uploading...',
  uploadFailed: 'Failed to upload the image.',
  editorHeading: 'Create or Edit a Blog Post',
  editorPlaceholder: 'Write your blog content here...',
  /** Ours: the list before the first post. */
  noPosts: 'No posts yet. Use Create New Post to write the first one.',
  /** Asked before leaving a post with unsaved changes. */
  confirmLeave: 'You have unsaved changes to this post. Leave and discard them?',
} as const;

/** The export of the site's content on the Content Library hub. */
export const exportMessages = {
  description:
    'Every post (drafts and scheduled ones too), every redirect and the address of every upload, in one JSON file to keep or to move the site elsewhere. No reader data is in it.',
  failed: 'The export could not be downloaded. Check your connection and try again.',
} as const;
