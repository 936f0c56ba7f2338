import type { CSSProperties } from 'react';
import type { ProcessStep } from '../content/types';
import styles from './blocks.module.css';

export interface ProcessStepsProps {
  steps: ProcessStep[];
  label: string;
  /** Lay the steps out side by side on wide screens (short processes). */
  columns?: boolean;
}

/** Numbered steps (spec: step number, title, text), in an ordered list. */
export function ProcessSteps({ steps, label, columns = false }: ProcessStepsProps) {
  const style = columns ? ({ '--columns': Math.min(steps.length, 4) } as CSSProperties) : undefined;
  return (
    <ol
      className={`${styles.steps} ${columns ? styles.stepsColumns : ''}`}
      aria-label={label}
      style={style}
    >
      {steps.map((step) => (
        <li key={step.step} className={styles.step}>
          <span className={styles.stepNumber} aria-hidden="true">
            {step.step}
          </span>
          <div>
            <h3 className={styles.stepTitle}>
              <span className="visually-hidden">Step {step.step}: </span>
              {step.title}
            </h3>
            <p className={styles.stepText}>{step.text}</p>
            {step.duration && <span className={styles.duration}>{step.duration}</span>}
          </div>
        </li>
      ))}
    </ol>
  );
}
