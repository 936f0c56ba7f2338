/** Resolves in a later task, after the browser has had its turn (input, rendering, and what
 * React started in a transition). */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
