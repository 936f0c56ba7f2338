import { useId } from 'react';
import { initialsOf } from '@agency/ui/initials';
import { team, teamIntro } from '../content/team';
import styles from './team-section.module.css';

/** An avatar drawn from the member's initials: our own artwork, no stock photos. The name
 * sits beside it, so the image itself is decorative. */
function Avatar({ name }: { name: string }) {
  return (
    <svg
      className={styles.avatar}
      viewBox="0 0 64 64"
      width="64"
      height="64"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="32" cy="32" r="32" className={styles.avatarBg} />
      <circle cx="32" cy="32" r="28.5" className={styles.avatarRing} />
      <text
        x="32"
        y="33"
        textAnchor="middle"
        dominantBaseline="central"
        className={styles.avatarText}
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
}

export function TeamSection() {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        Meet the team
      </h2>
      <p className={styles.intro}>{teamIntro}</p>
      <ul className={styles.grid}>
        {team.map((member) => (
          <li key={member.name} className={styles.member}>
            <Avatar name={member.name} />
            <div>
              <h3 className={styles.name}>{member.name}</h3>
              <p className={styles.role}>{member.role}</p>
            </div>
            <p className={styles.bio}>{member.bio}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
