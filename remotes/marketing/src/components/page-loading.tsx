import ui from './ui.module.css';

/** Shown while a page's code loads on the first visit (React Router's hydrate fallback). */
export function PageLoading() {
  return (
    <div className={ui.section}>
      <p className={ui.container} role="status">
        Loading…
      </p>
    </div>
  );
}
