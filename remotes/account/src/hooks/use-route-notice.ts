import { useEffect, useState } from 'react';
import { useLocation, useAppDispatch, useAppSelector } from '@agency/shared-state';
import { noticeTaken, selectNotice, type Notice } from '../notice-slice';

/** The notice another screen left for this one, taken out of the store once shown (so it shows
 * once), and a way to dismiss it. */
export function useRouteNotice(): [Notice | null, () => void] {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const stored = useAppSelector(selectNotice);
  const pending = stored && stored.path === pathname ? stored : null;
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    if (!pending) return;
    setNotice(pending);
    dispatch(noticeTaken());
  }, [pending, dispatch]);

  return [notice, () => setNotice(null)];
}
