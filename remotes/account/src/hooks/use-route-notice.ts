import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export type NoticeTone = 'success' | 'error' | 'info';

export interface Notice {
  text: string;
  tone: NoticeTone;
}

/** Navigation state carrying a message to the next screen ('Logged in successfully!' on the
 * profile, 'Unauthorized access. Please log in again.' on /account), so a redirect never
 * swallows the message that explains it. */
export function noticeState(text: string, tone: NoticeTone = 'success'): { notice: Notice } {
  return { notice: { text, tone } };
}

function readNotice(state: unknown): Notice | null {
  if (!state || typeof state !== 'object' || !('notice' in state)) return null;
  const notice = (state as { notice: unknown }).notice;
  if (!notice || typeof notice !== 'object') return null;
  const { text, tone } = notice as Partial<Notice>;
  if (typeof text !== 'string' || !text) return null;
  return { text, tone: tone === 'error' || tone === 'info' ? tone : 'success' };
}

/** The notice the previous screen sent, and a way to dismiss it. The navigation state is
 * cleared once read, so a reload or Back does not show the same message again. */
export function useRouteNotice(): [Notice | null, () => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState(() => readNotice(location.state));
  const hasStateNotice = readNotice(location.state) !== null;

  useEffect(() => {
    if (!hasStateNotice) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [hasStateNotice, location, navigate]);

  return [notice, () => setNotice(null)];
}
