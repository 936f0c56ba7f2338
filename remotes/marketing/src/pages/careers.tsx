import * as glyphs from '@agency/ui/glyphs';
import { JobOpening } from '../components/job-opening';
import { PageTemplate, type PageContent } from '../components/page-template';
import { jobs } from '../content/jobs';
import type { Feature } from '../content/types';
import ui from '../components/ui.module.css';
import { marketingPaths } from '../paths';

const perks: Feature[] = [
  {
    title: 'Fully remote',
    icon: glyphs.pin,
    text: 'Work from anywhere in the United States, with core hours for collaboration and the rest of the day yours to plan.',
  },
  {
    title: 'Work that matters',
    icon: glyphs.heart,
    text: 'Your work helps family-owned shops compete with national chains, and you see the results in their bookings.',
  },
  {
    title: 'Grow with us',
    icon: glyphs.rocket,
    text: 'A yearly learning budget, conference time and a small team where good ideas ship quickly.',
  },
];

function Openings() {
  return (
    <ul className={ui.grid3} role="list">
      {jobs.map((job) => (
        <li key={job.id}>
          <JobOpening job={job} />
        </li>
      ))}
    </ul>
  );
}

const content: PageContent = {
  meta: {
    title: 'Careers',
    description:
      'Join our remote team: open positions for a Front-End Developer, a UX/UI Designer and a Marketing Specialist.',
  },
  hero: {
    eyebrow: 'Careers',
    title: 'Build the future of local automotive marketing',
    lead: 'We are a small, remote team of developers, designers and marketers helping independent shops and dealerships grow. Come build with us.',
    primary: { label: 'See Open Positions', to: '#openings' },
    art: { name: 'careers', label: 'A remote team of developers and designers' },
  },
  blocks: [
    { kind: 'features', heading: 'Why work with us', features: perks },
    {
      kind: 'section',
      id: 'openings',
      heading: 'Open positions',
      intro: `${jobs.length} open roles, all remote.`,
      tone: 'alt',
      children: <Openings />,
    },
  ],
  cta: {
    title: 'Ready to apply?',
    text: 'Send your resume and a few lines about yourself. We read every application and reply to every applicant.',
    button: 'Apply Now',
    to: marketingPaths.resumePortal,
  },
};

export default function CareersPage() {
  return <PageTemplate content={content} />;
}
