import { paths } from '@agency/shared-state';
import { PageTemplate } from '../components/page-template';
import { ProjectGrid } from '../components/project-card';

export interface PortfolioPageProps {
  /** Shown when the visitor followed a link to a project we do not publish (/projects/...). */
  notFound?: boolean;
}

/** The portfolio; also what an unknown /projects/{slug} shows, with a note saying so. */
export default function PortfolioPage({ notFound = false }: PortfolioPageProps) {
  return (
    <PageTemplate
      content={{
        meta: {
          title: notFound ? 'Project Not Found: See Our Portfolio' : 'Portfolio',
          description:
            'Case studies from our work: HEM Automotive branding, web and marketing, a full-stack API gateway for content and inventory, and the Solar Athletics rebrand.',
          canonicalPath: paths.portfolio,
        },
        hero: {
          eyebrow: notFound ? 'Project not found' : 'Portfolio',
          title: notFound
            ? 'That project is not in our portfolio'
            : 'Work that brings customers through the door',
          lead: notFound
            ? 'The project you were looking for is not published. Here are the case studies you can read today.'
            : 'Brands, websites, software and marketing programs we have built, and what they achieved.',
          art: { name: 'portfolio', label: 'Layers of finished websites and five-star reviews' },
        },
        blocks: [{ kind: 'section', heading: 'Case studies', children: <ProjectGrid /> }],
        cta: {
          title: 'Your shop could be our next case study',
          text: 'Tell us what you want to achieve and we will show you how we would get there.',
          button: 'Start Your Project',
          to: paths.contact,
          secondary: { label: 'See Our Services', to: paths.services },
        },
      }}
    />
  );
}
