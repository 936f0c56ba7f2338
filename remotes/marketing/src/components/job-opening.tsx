import { Link } from '@agency/shared-state';
import type { JobOpening as JobOpeningData } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import ui from './ui.module.css';
import cards from './cards.module.css';

export interface JobOpeningProps {
  job: JobOpeningData;
  /** Also show the Apply link (the careers list); the contact teaser shows details only. */
  showApply?: boolean;
  headingLevel?: 2 | 3;
}

/** One opening: title, location and description, with links to its page and to apply. */
export function JobOpening({ job, showApply = true, headingLevel = 3 }: JobOpeningProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cards.card}>
      <Heading className={cards.title}>{job.title}</Heading>
      <p className={cards.text}>
        <Icon glyph={glyphs.pin} size={18} /> <span>{job.location}</span>
      </p>
      <p className={cards.text}>{job.description}</p>
      <p className={cards.jobActions}>
        <Link to={job.url} className={ui.textLink}>
          View details<span className="visually-hidden"> for {job.title}</span>
          <Icon glyph={glyphs.arrow} size={18} />
        </Link>
        {showApply && (
          <Link to={job.applyUrl} className={buttonClass('secondary', 'large')}>
            Apply<span className="visually-hidden"> for {job.title}</span>
          </Link>
        )}
      </p>
    </article>
  );
}
