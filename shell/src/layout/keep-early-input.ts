import { useEffect } from 'react';
import { adoptFieldValues } from '../boot/early-input/adopt-fields';
import { replayEarlyPresses } from '../boot/early-input/presses';
import { nextTask } from '../boot/next-task';

/** Keeps what the visitor did before hydration, once, as the hydrated layout mounts: what they
 * entered into the fields (files included), then the buttons they pressed and the forms they
 * sent (docs/early-input.md). */
export function useKeepEarlyInput(): void {
  useEffect(() => {
    // A task between: what the entered values started (a navigation to ?q=…, in a transition)
    // commits before a pressed button acts on it, as when the visitor typed, then pressed; and
    // a form sent early is sent with the values its state now holds.
    void adoptFieldValues(document).then(nextTask).then(replayEarlyPresses);
  }, []);
}
