import { getSiteConfig, paths, type JobSlug, useDocumentMeta } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import { CtaBand } from '../components/cta-band';
import { Hero } from '../components/hero';
import { Section } from '../components/section';
import { jobBySlug } from '../content/jobs';
import ui from '../components/ui.module.css';
import styles from './page.module.css';

function CheckList({ items, label }: { items: string[]; label: string }) {
  return (
    <ul className={ui.checkList} aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon glyph={glyphs.check} size={18} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** /careers/frontend-developer, /careers/ux-ui-designer, /careers/marketing-specialist. */
export default function CareerDetailPage({ slug }: { slug: JobSlug }) {
  // The route table only mounts this page for the three known slugs.
  const job = jobBySlug(slug)!;
  useDocumentMeta({
    title: `${job.title} (${job.location})`,
    description: job.description,
    breadcrumbs: [
      { name: 'Careers', path: paths.careers },
      { name: job.title, path: `${paths.careers}/${slug}` },
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: job.title,
      description: job.summary,
      employmentType: 'FULL_TIME',
      hiringOrganization: {
        '@type': 'Organization',
        name: getSiteConfig().brandName,
        sameAs: getSiteConfig().siteUrl,
      },
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
    },
  });

  return (
    <>
      <Hero
        compact
        eyebrow={`Careers · ${job.location} · ${job.employmentType}`}
        title={job.title}
        lead={job.description}
        primary={{ label: 'Apply for this position', to: job.applyUrl }}
        secondary={{ label: 'All open positions', to: paths.careers }}
      />

      <Section heading="About the role">
        <div className={ui.prose}>
          <p>{job.summary}</p>
        </div>
      </Section>

      <Section heading="Responsibilities" tone="alt">
        <CheckList items={job.responsibilities} label="Responsibilities" />
      </Section>

      <Section heading="Requirements">
        <CheckList items={job.requirements} label="Requirements" />
      </Section>

      <Section heading="Nice to have" tone="alt">
        <ul className={styles.detailList}>
          {job.niceToHave.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <CtaBand
        title={`Apply for ${job.title}`}
        text="Send your resume and, if you like, a short cover letter. We reply to every applicant."
        button="Apply Now"
        to={job.applyUrl}
      />
    </>
  );
}
