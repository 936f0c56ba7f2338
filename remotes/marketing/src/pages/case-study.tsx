import { useDocumentMeta } from '@agency/shared-state';
import { CaseStudyTemplate } from '../components/case-study-template';
import { caseStudies, caseStudyPath } from '../content/case-studies';
import type { CaseStudySlug } from '../content/types';

/** /projects/hem-automotive, /projects/api-gateway, /projects/solar-athletics. */
export default function CaseStudyPage({ slug }: { slug: CaseStudySlug }) {
  const study = caseStudies[slug];
  useDocumentMeta({
    title: `${study.title} Case Study`,
    description: `${study.summary} ${study.tagline}`,
    canonicalPath: caseStudyPath[slug],
    type: 'article',
  });
  return <CaseStudyTemplate study={study} />;
}
