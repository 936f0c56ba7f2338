import * as glyphs from '@agency/ui/glyphs';

/** The content hub's tabs, in the order the owner sees them. Blogs and Media exist today; the
 * others say so plainly instead of linking to pages that do not exist (docs/spec-deviations.md). */
export type HubTabId = 'blogs' | 'social-media' | 'podcasts' | 'media' | 'templates';

export interface HubTab {
  id: HubTabId;
  label: string;
  cardTitle: string;
  description: string;
  /** The card's decorative icon. */
  icon: glyphs.Glyph;
  /** For features that do not exist yet: what the card says instead of a working button. */
  notAvailable?: string;
}

export const hubTabs: readonly HubTab[] = [
  {
    id: 'blogs',
    label: 'Blogs',
    cardTitle: 'Blog posts',
    icon: glyphs.document,
    description:
      'Write, edit and publish the articles of Tech & Tranquility. Drafts stay private until you publish them; every change shows on the blog at once.',
  },
  {
    id: 'social-media',
    label: 'Social Media',
    cardTitle: 'Social media posts',
    icon: glyphs.conversation,
    description: 'Plan and schedule posts for the agency’s social channels.',
    notAvailable:
      'Social media management is not available yet. It will appear here when it is ready.',
  },
  {
    id: 'podcasts',
    label: 'Podcasts',
    cardTitle: 'Podcast episodes',
    icon: glyphs.microphone,
    description: 'Publish podcast episodes with their show notes.',
    notAvailable: 'Podcast publishing is not available yet. It will appear here when it is ready.',
  },
  {
    id: 'media',
    label: 'Media',
    cardTitle: 'Media library',
    icon: glyphs.image,
    description:
      'Every image and video uploaded for your posts: see where each is used, upload new ones and delete what no post needs.',
  },
  {
    id: 'templates',
    label: 'Templates',
    cardTitle: 'Content templates',
    icon: glyphs.layout,
    description: 'Start new content from reusable templates.',
    notAvailable: 'Templates are not available yet. They will appear here when they are ready.',
  },
];
