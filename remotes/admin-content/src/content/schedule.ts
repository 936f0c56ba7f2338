/** Scheduled publishing's texts; the two problems are the api's own messages. */
export const scheduleMessages = {
  missing: 'Choose when the post should be published.',
  past: 'The publication time must be in the future.',
  hint: (zone: string) =>
    `Your time zone (${zone}). The post appears on the blog by itself at this time.`,
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
