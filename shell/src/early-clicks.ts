/**
 * Clicks on the server's buttons before the page hydrated. A plain button (`type="button"`)
 * does nothing until React attaches its handler, so a click in that moment would be lost: the
 * entry records them from the start, and the hydrated layout plays them again. Links and submit
 * buttons are left alone: the browser acts on those itself (a navigation, a GET form).
 */
const pending: HTMLButtonElement[] = [];
let listening = false;

function record(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest('button') : null;
  if (target && target.type === 'button' && !target.disabled) pending.push(target);
}

/** Starts recording; the entry calls it before the page hydrates. */
export function recordEarlyClicks(): void {
  if (listening) return;
  listening = true;
  document.addEventListener('click', record, true);
}

/** Stops recording and clicks each recorded button again, now that its handler is attached. */
export function replayEarlyClicks(): void {
  if (!listening) return;
  listening = false;
  document.removeEventListener('click', record, true);
  for (const button of pending.splice(0)) {
    if (button.isConnected && !button.disabled) button.click();
  }
}
