import type { ReactNode } from 'react';
import ui from './ui.module.css';

/** Text with a picture or a quote beside it: stacked on a narrow screen, two halves on a wide
 * one. */
export function ProseSplit({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  return (
    <div className={ui.split}>
      <div className={ui.prose}>{children}</div>
      {aside}
    </div>
  );
}
