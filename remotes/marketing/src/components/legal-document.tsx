import { Link, paths } from '@agency/shared-state';
import type { LegalDocument as LegalDocumentData } from '../content/types';
import ui from './ui.module.css';
import styles from './legal-document.module.css';

/** A legal page body: last-updated date, a table of contents for numbered documents, then
 * each section (numbered "1. Introduction" when the document numbers them). */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  const heading = (index: number, text: string) =>
    document.numbered ? `${index + 1}. ${text}` : text;
  const anchor = (index: number) => `${document.id}-section-${index + 1}`;
  return (
    <div className={ui.section}>
      <div className={ui.container}>
        <article className={styles.document}>
          <p className={styles.updated}>Last updated: {document.updated}</p>
          {document.numbered && (
            <nav className={styles.toc} aria-labelledby={`${document.id}-toc`}>
              <h2 id={`${document.id}-toc`}>Contents</h2>
              <ol>
                {document.sections.map((section, index) => (
                  <li key={section.heading}>
                    <a href={`#${anchor(index)}`}>{section.heading}</a>
                  </li>
                ))}
              </ol>
            </nav>
          )}
          {document.intro && <p>{document.intro}</p>}
          {document.sections.map((section, index) => (
            <section
              key={section.heading}
              id={anchor(index)}
              className={styles.section}
              aria-labelledby={`${anchor(index)}-h`}
            >
              <h2 id={`${anchor(index)}-h`}>{heading(index, section.heading)}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item.slice(0, 40)}>{item}</li>
                  ))}
                </ul>
              )}
              {section.contactLink && (
                <p>
                  <Link to={paths.contact} className={ui.textLink}>
                    Go to the contact page
                  </Link>
                </p>
              )}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}
