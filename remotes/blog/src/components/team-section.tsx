import { useId } from 'react';
import { InitialsBadge } from '@agency/ui/initials';
import { team, teamIntro } from '../content/team';
import styles from './team-section.module.css';

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
            {/* Our own artwork, no stock photos. */}
            <InitialsBadge
              name={member.name}
              size={64}
              ringRadius={28.5}
              className={styles.avatar}
            />
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
