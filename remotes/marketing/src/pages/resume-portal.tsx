import { Link, useSearchParams, useDocumentMeta } from '@agency/shared-state';
import * as glyphs from '@agency/ui/glyphs';
import { Icon } from '@agency/ui/icon';
import { ApplicationForm } from '../components/forms/application-form';
import { Hero } from '../components/hero';
import { isJobSlug, jobs } from '../content/jobs';
import ui from '../components/ui.module.css';
import styles from './page.module.css';
import { FormPageBody } from './form-page-body';
import { marketingPaths } from '../paths';

/** /careers/resume-portal and /resume-portal; ?position={slug} chooses the job. */
export default function ResumePortalPage() {
  const [searchParams] = useSearchParams();
  const position = searchParams.get('position');
  const initialJob = isJobSlug(position) ? position : undefined;

  useDocumentMeta({
    title: 'Apply for a Position',
    description:
      'Apply for a remote position: Front-End Developer, UX/UI Designer or Marketing Specialist. Send your resume and cover letter.',
    canonicalPath: marketingPaths.resumePortal,
  });

  return (
    <>
      <Hero
        compact
        eyebrow="Careers"
        title="Apply for a Position"
        lead="Tell us about yourself and attach your resume. We review every application and reply within two weeks."
      />
      <FormPageBody
        headingId="application-heading"
        heading="Your application"
        note="All fields are required unless marked optional."
        aside={
          <aside className={styles.aside} aria-labelledby="openings-heading">
            <div>
              <h2 id="openings-heading">Open positions</h2>
              <ul className={styles.asideList}>
                {jobs.map((job) => (
                  <li key={job.id}>
                    <Icon glyph={glyphs.users} size={24} />
                    <p>
                      <Link to={job.url} className={ui.textLink}>
                        {job.title}
                      </Link>
                      <br />
                      {job.location}, {job.employmentType.toLowerCase()}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h2>What happens next</h2>
              <p>
                We read every application. If your experience fits, we will invite you to a
                30-minute video call with the team, followed by a short practical exercise.
              </p>
            </div>
          </aside>
        }
      >
        <ApplicationForm key={initialJob ?? 'none'} initialJob={initialJob} />
      </FormPageBody>
    </>
  );
}
