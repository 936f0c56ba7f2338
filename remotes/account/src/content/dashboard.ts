/** The profile dashboard's fixed sample content and its action tiles. */
import * as glyphs from '@agency/ui/glyphs';

export interface Stat {
  label: string;
  value: string;
  /** A line under the value, e.g. last month's figure. */
  note?: string;
}

/** The stats row. */
export const stats: Stat[] = [
  { label: 'Leads generated', value: '320' },
  { label: 'Conversion rate', value: '2.4%' },
  { label: 'Total revenue', value: '$15,500' },
];

/** Metric Minute: this week's two headline numbers. */
export const metricMinute: Stat[] = [
  { label: 'Website Traffic', value: '5k visits/day' },
  { label: 'Ad Spend', value: '$3,200' },
];

export interface Resource {
  kind: 'Webinar' | 'Class';
  title: string;
  /** As visitors read it ('Sep 20 2024'). */
  date: string;
  /** The same date for <time dateTime>. */
  isoDate: string;
}

export const resources: Resource[] = [
  { kind: 'Webinar', title: 'Advanced SEO', date: 'Sep 20 2024', isoDate: '2024-09-20' },
  { kind: 'Class', title: 'Social Media Strategy', date: 'Oct 05 2024', isoDate: '2024-10-05' },
];

export interface Tile {
  title: string;
  description: string;
  icon: glyphs.Glyph;
  /** Only the Content Library and Schedule Emails (the newsletter screen) lead anywhere, and
   * only for a SuperAdmin; the other tiles led nowhere in the original and are shown as not yet
   * available (docs/spec-deviations.md). */
  superAdminPath?: 'contentLibrary' | 'newsletter';
}

export const tiles: Tile[] = [
  {
    title: 'Manage Campaigns',
    description: 'Plan, launch and pause your marketing campaigns.',
    icon: glyphs.megaphone,
  },
  {
    title: 'Content Library',
    description: 'Blog posts, social media, podcasts, media and templates.',
    icon: glyphs.library,
    superAdminPath: 'contentLibrary',
  },
  {
    title: 'View Analytics',
    description: 'Traffic, calls and conversions over time.',
    icon: glyphs.chart,
  },
  {
    title: 'Schedule Emails',
    description: 'Send a blog post to your newsletter subscribers, now or later.',
    icon: glyphs.mail,
    superAdminPath: 'newsletter',
  },
  {
    title: 'Manage Ads',
    description: 'Budgets, audiences and ad variations.',
    icon: glyphs.target,
  },
  {
    title: 'Create Project',
    description: 'Start a new website or marketing project.',
    icon: glyphs.plus,
  },
];
