import { Link } from 'react-router';
import { paths, useDocumentMeta } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import styles from './pages.module.css';

export const NOT_FOUND_TITLE = '404 – Page Not Found';

export function NotFoundPage() {
  useDocumentMeta({
    title: NOT_FOUND_TITLE,
    description: 'The page you are looking for does not exist.',
  });
  return (
    <section className={styles.centered}>
      <h1>{NOT_FOUND_TITLE}</h1>
      <p>Sorry, the page you are looking for does not exist.</p>
      <Link className={buttonClass('primary')} to={paths.home}>
        Back to Home
      </Link>
    </section>
  );
}
