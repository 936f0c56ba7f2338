import type { CSSProperties } from 'react';
import { buttonClass } from '@agency/ui/button';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import type { CaseStudy, CaseStudyService } from '../content/types';
import { columnSpans } from './balanced-rows';
import { CtaBand } from './cta-band';
import { Hero } from './hero';
import { Illustration } from './illustration';
import { Section } from './section';
import { StatList } from './stat-list';
import cards from './cards.module.css';
import ui from './ui.module.css';
import styles from './case-study.module.css';

function ServiceList({ items, label }: { items: CaseStudyService[]; label: string }) {
  const spans = columnSpans(items.length, 3);
  return (
    <ul className={ui.balanced} aria-label={label}>
      {items.map((item, index) => (
        <li key={item.title} style={{ '--span': spans[index] } as CSSProperties}>
          <article className={cards.card}>
            <span className={cards.iconBadge}>
              <Icon glyph={glyphs[item.icon]} size={26} />
            </span>
            <h3 className={cards.title}>{item.title}</h3>
            <p className={cards.text}>{item.description}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** Renders one case-study content object: hero, overview, services,
 * (upcoming features), outcomes and the call to action. */
export function CaseStudyTemplate({ study }: { study: CaseStudy }) {
  return (
    <>
      <Hero
        eyebrow={`Case study · ${study.category}`}
        title={study.title}
        lead={study.tagline}
        art={{ name: study.heroImage, label: `Illustration for the ${study.title} case study` }}
      />
      <Section heading={study.overviewTitle}>
        <div className={styles.overview}>
          <div className={ui.prose}>
            {study.overview.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
            {study.externalLinks && study.externalLinks.length > 0 && (
              <p className={ui.actions}>
                {study.externalLinks.map((link) => (
                  <a
                    key={link.href}
                    href={link.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClass('secondary', 'large')}
                  >
                    {link.label}
                    <span className="visually-hidden"> (opens in a new tab)</span>
                    <Icon glyph={glyphs.external} size={18} />
                  </a>
                ))}
              </p>
            )}
          </div>
          {study.image && (
            <figure className={styles.figure}>
              <Illustration
                name={study.image}
                label={`Detail of the ${study.title} project`}
                width={400}
              />
            </figure>
          )}
        </div>
      </Section>
      <Section heading={study.servicesTitle} tone="alt">
        <ServiceList items={study.services} label={study.servicesTitle} />
      </Section>
      {study.upcomingFeatures && study.upcomingFeaturesTitle && (
        <Section heading={study.upcomingFeaturesTitle}>
          <ServiceList items={study.upcomingFeatures} label={study.upcomingFeaturesTitle} />
        </Section>
      )}
      {/* Figures go beside the story; an outcome told only in words is the page's statement, on
          a full-bleed band. */}
      <Section
        heading={study.outcomeTitle}
        tone={study.outcomeStats ? (study.upcomingFeatures ? 'alt' : 'plain') : 'accent'}
      >
        <div className={styles.outcome}>
          <div className={study.outcomeStats ? ui.prose : ui.statement}>
            {study.outcome.map((paragraph) => (
              <p key={paragraph.slice(0, 32)}>{paragraph}</p>
            ))}
          </div>
          {study.outcomeStats && (
            <StatList stats={study.outcomeStats} label={`${study.title} results`} stacked />
          )}
        </div>
      </Section>
      <CtaBand
        title={study.ctaTitle}
        text={study.ctaDescription}
        button={study.ctaButton}
        to={study.ctaLink}
      />
    </>
  );
}
