import { useEffect, useState } from 'react';
import { readToken } from '@agency/shared-state';

export type StoredToken = 'pending' | 'present' | 'missing';

/** Whether localStorage holds a login token. Read in an effect (not during render) so the
 * page renders the same on a server as on the first client pass. */
export function useStoredToken(): StoredToken {
  const [state, setState] = useState<StoredToken>('pending');
  useEffect(() => {
    setState(readToken() ? 'present' : 'missing');
  }, []);
  return state;
}
