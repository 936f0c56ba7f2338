import * as glyphs from '@agency/ui/glyphs';
import { Drawing, Icon } from '@agency/ui/icon';
import styles from './auth-layout.module.css';

const benefits = [
  'Your marketing numbers and next steps on one dashboard.',
  'Join the conversation on Tech & Tranquility: comment and keep the posts you like.',
  'Book a consultation with our team whenever you are ready to grow.',
];

/** What an account is for, beside the sign-in card. */
export function BrandPanel() {
  return (
    <aside className={styles.panel} aria-label="Why create an account">
      <Gauge />
      <p className={styles.panelTitle}>Your shop&rsquo;s growth, at a glance</p>
      <ul className={styles.benefits}>
        {benefits.map((benefit) => (
          <li key={benefit}>
            <Icon glyph={glyphs.check} size={20} strokeWidth={2.8} />
            <span>{benefit}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}

/** A speedometer: the shops we work for read gauges all day. Decorative. */
function Gauge() {
  return (
    <Drawing className={styles.gauge} width={240} height={140}>
      <path
        d="M20 125a100 100 0 0 1 200 0"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.18"
        strokeWidth="16"
        strokeLinecap="round"
      />
      <path
        d="M20 125a100 100 0 0 1 170.7-70.7"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="16"
        strokeLinecap="round"
      />
      {[0, 30, 60, 90, 120, 150, 180].map((angle) => {
        const rad = (Math.PI * (180 + angle)) / 180;
        const x1 = 120 + Math.cos(rad) * 78;
        const y1 = 125 + Math.sin(rad) * 78;
        const x2 = 120 + Math.cos(rad) * 68;
        const y2 = 125 + Math.sin(rad) * 68;
        return (
          <line
            key={angle}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke="currentColor"
            strokeOpacity="0.55"
            strokeWidth="3"
            strokeLinecap="round"
          />
        );
      })}
      <line
        x1="120"
        y1="125"
        x2="176"
        y2="72"
        stroke="currentColor"
        strokeWidth="5"
        strokeLinecap="round"
      />
      <circle cx="120" cy="125" r="10" fill="currentColor" />
      <circle cx="120" cy="125" r="4" fill="var(--color-accent)" />
    </Drawing>
  );
}
