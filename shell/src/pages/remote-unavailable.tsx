import { useState } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { buttonClass } from '@agency/ui/button';
import { remoteLabel, type RemoteName } from '../remotes/remote-registry';
import { errorMessage, reportRemoteProblem } from '../remotes/health-report';
import styles from './pages.module.css';

/** Shown in the layout when a remote cannot be loaded or throws while rendering. Retry
 * navigates to the same URL, which loads the remote again (and clears a render error). */
export function RemoteUnavailable({ remote }: { remote: RemoteName }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
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
        {retrying ? 'Retrying…' : 'Retry'}
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
