import { recordEarlyInput } from './record';

/** Starts recording if the page's inline recorder did not (a page without it); idempotent. */
export function recordEarlyPresses(): void {
  recordEarlyInput();
}

/** Stops recording clicks just before hydration: from then on React answers a click itself
 * (it hydrates the pressed part at once), so recording on would answer it twice. Forms sent
 * meanwhile are still held back, and everything recorded waits for replayEarlyPresses(). */
export function stopRecordingEarlyPresses(): void {
  window.__earlyInput?.stop();
}

/** Answers each press recorded before the page was live, once, in the order made, now that
 * the handlers are attached: a button is clicked again, a form is submitted again by the
 * button that sent it (through requestSubmit, so the form's own submit handler runs). A
 * control gone or disabled since is skipped: the page has moved on. */
export function replayEarlyPresses(): void {
  const recorder = window.__earlyInput;
  if (!recorder) return;
  recorder.finish();
  delete window.__earlyInput;
  for (const { target, submitter } of recorder.presses.splice(0)) {
    if (!target.isConnected) continue;
    if (target instanceof HTMLButtonElement) {
      if (!target.disabled) target.click();
      continue;
    }
    const button =
      submitter instanceof HTMLButtonElement &&
      submitter.form === target &&
      submitter.type === 'submit' &&
      !submitter.disabled
        ? submitter
        : null;
    target.requestSubmit(button);
  }
}
