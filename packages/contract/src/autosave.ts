// The editor's autosave timing, shared by the admin editor (which keeps to it), the api (which
// answers who is editing within the window) and the autosave bench (which derives the request
// rate from it).

/** An autosave leaves this long after the last keystroke... */
export const AUTOSAVE_DELAY_MS = 2_000;
/** ...and, while typing never pauses that long, this long after the first unsent keystroke. */
export const AUTOSAVE_MAX_WAIT_MS = 10_000;
/** An open editor that sent nothing for this long says it is still open (a heartbeat). */
export const HEARTBEAT_MS = 30_000;
/** How long an autosave or a heartbeat counts as the post being open in that tab. */
export const PRESENCE_WINDOW_MS = 5 * 60_000;
