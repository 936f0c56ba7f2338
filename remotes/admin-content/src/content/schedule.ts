/** Scheduled publishing's and unpublishing's texts; the problems are the api's own messages. */
export const scheduleMessages = {
  missing: 'Choose when the post should be published.',
  past: 'The publication time must be in the future.',
  hint: (zone: string) =>
    `Your time zone (${zone}). The post appears on the blog by itself at this time.`,
  unpublishPast: 'The unpublish time must be in the future.',
  unpublishBeforePublish: 'The unpublish time must be after the publication time.',
  unpublishHint: (zone: string) =>
    `Optional, in your time zone (${zone}). The post goes back to draft by itself at this time and leaves the blog, its feed and the sitemap.`,
  clearUnpublish: 'Clear the unpublish time',
} as const;

// dateStyle and timeStyle cannot be combined with timeZoneName, hence the parts.
const scheduleFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** A scheduled time in the owner's (the browser's) time zone, with the zone's name. */
export function formatScheduled(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : scheduleFormat.format(date);
}
