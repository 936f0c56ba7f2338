import type { CSSProperties } from 'react';
import type { ProcessStep } from '../content/types';
import styles from './blocks.module.css';

export interface ProcessStepsProps {
  steps: ProcessStep[];
  label: string;
}

/** Numbered steps (step number, title, text) in an ordered list, side by side on wide screens:
 * every process the site shows is short enough for one row of up to four. */
export function ProcessSteps({ steps, label }: ProcessStepsProps) {
  // Badge, title, text, and a duration row only when a step has one.
  const rows = steps.some((step) => step.duration) ? 4 : 3;
  const style = { '--columns': Math.min(steps.length, 4), '--rows': rows } as CSSProperties;
  return (
    <ol className={`${styles.steps} ${styles.stepsColumns}`} aria-label={label} style={style}>
      {steps.map((step) => (
        <li key={step.step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {step.step}
          </span>
          <h3 className={styles.stepTitle}>
            <span className="visually-hidden">Step {step.step}: </span>
            {step.title}
          </h3>
          <p className={styles.stepText}>{step.text}</p>
          {step.duration && <span className={styles.duration}>{step.duration}</span>}
        </li>
      ))}
    </ol>
  );
}
