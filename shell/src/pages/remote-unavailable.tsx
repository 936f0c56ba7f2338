import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { buttonClass } from '@agency/ui/button';
import { getRemoteStatus, loadRemoteRoutes } from '../remotes/remote-loader';
import { remoteLabel, type RemoteName } from '../remotes/remote-registry';
import { errorMessage, reportRemoteProblem } from '../remotes/health-report';
import styles from './pages.module.css';

/** Shown in the layout when a remote cannot be loaded or throws while rendering. "Try again"
 * loads that remote alone once more (the loader has already tried with backoff), then navigates
 * to the same URL, which shows it (and clears a render error); the page is not reloaded, so the
 * rest of it keeps its state. */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      if (getRemoteStatus(remote).state === 'failed') {
        const loaded = await loadRemoteRoutes(remote, { once: true }).then(
          () => true,
          () => false,
        );
        if (!loaded) return;
      }
      await navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
    } finally {
      setRetrying(false);
    }
  }

  return (
    <section className={styles.centered} role="alert" aria-live="assertive">
      <h1>{`${remoteLabel(remote)} is temporarily unavailable`}</h1>
      <p>
        This section of the site could not be loaded right now. The rest of the site still works;
        please try again in a moment.
      </p>
      <button type="button" className={buttonClass('primary')} onClick={retry} disabled={retrying}>
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </section>
  );
}

export function RemoteErrorBoundary({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  console.error(`The ${remote} remote failed while rendering`, error);
  reportRemoteProblem({ remote, phase: 'render', message: errorMessage(error) });
  return <RemoteUnavailable remote={remote} />;
}
