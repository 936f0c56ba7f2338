import { Link } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import { caseStudies, caseStudyOrder, caseStudyPath } from '../content/case-studies';
import type { CaseStudy } from '../content/types';
import { Illustration } from './illustration';
import ui from './ui.module.css';
import styles from './project-card.module.css';

export interface ProjectCardProps {
  study: CaseStudy;
  headingLevel?: 2 | 3;
}

/** A case study in the portfolio and the home page's teaser; the whole card is its link. */
export function ProjectCard({ study, headingLevel = 3 }: ProjectCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={styles.card}>
      <div className={styles.art}>
        <Illustration
          name={study.heroImage}
          label={`Illustration for the ${study.title} case study`}
          width={360}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.category}>{study.category}</p>
        <Heading className={styles.title}>{study.title}</Heading>
        <p className={styles.summary}>{study.summary}</p>
        <p className={styles.link}>
          <Link to={caseStudyPath[study.slug]} className={ui.textLink}>
            View case study<span className="visually-hidden"> for {study.title}</span>
            <Icon glyph={glyphs.arrow} size={18} />
          </Link>
        </p>
      </div>
    </article>
  );
}

/** Every case study as a card, in the portfolio's order. Each card's parts (art, category, title,
 * summary, link) are rows shared across the grid's row, so titles line up whatever the length of
 * the category above them. */
export function ProjectGrid({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return (
    <ul className={`${ui.grid3} ${styles.grid}`} role="list">
      {caseStudyOrder.map((slug) => (
        <li key={slug} className={styles.item}>
          <ProjectCard study={caseStudies[slug]} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
