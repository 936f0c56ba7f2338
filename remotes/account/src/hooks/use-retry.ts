import { useState } from 'react';

/** The outcome of a one-field auth form (null while the form shows) and the way back to the
 * form. `retry()` clears the outcome and sets `retrying`, which the form passes to its field's
 * autoFocus: focus moves only when the visitor asked to try again, never on the first showing. */
export function useRetry<Outcome>() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [retrying, setRetrying] = useState(false);

  function retry() {
    setOutcome(null);
    setRetrying(true);
  }

  return { outcome, setOutcome, retrying, retry };
}
