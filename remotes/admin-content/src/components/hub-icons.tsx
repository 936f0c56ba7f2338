import type { HubTabId } from '../content/hub-tabs';

const paths: Record<HubTabId, string> = {
  blogs: 'M7 3h8l5 5v13H7zM15 3v5h5M10 12h7M10 15.5h7M10 19h4',
  'social-media': 'M4 5h11v8H9l-3.5 3V13H4zM15 9h5v8h-1.5v3L15 17h-4v-2',
  podcasts:
    'M12 3a3 3 0 0 1 3 3v5a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM6 11a6 6 0 0 0 12 0M12 17v4M9 21h6',
  media: 'M3 5h18v14H3zM3 16l5-5 4 4 3-3 6 6M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  templates: 'M3 4h18v5H3zM3 12h8v8H3zM14 12h7v3h-7zM14 18h7v2h-7z',
};

/** A line icon for each hub card; decorative, the card's heading names it. */
export function HubIcon({ id }: { id: HubTabId }) {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
      <path
        d={paths[id]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
