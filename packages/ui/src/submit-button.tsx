import type { ButtonHTMLAttributes, ReactNode } from 'react';

export interface SubmitButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'disabled'
> {
  /** The form is being sent: the button is disabled and says so. */
  busy: boolean;
  /** What it says while busy ("Sending..."). */
  busyLabel: string;
  children: ReactNode;
}

/** A form's submit button: disabled only while its form is sent, with a busy label then. Never
 * disabled while the page is not live yet: a press made then is kept and replayed by the shell
 * (docs/early-input.md), which a disabled button would swallow. */
export function SubmitButton({ busy, busyLabel, children, ...button }: SubmitButtonProps) {
  return (
    <button {...button} type="submit" disabled={busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
