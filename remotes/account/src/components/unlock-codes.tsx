import { useState } from 'react';
import { getSiteConfig, useSearchParams } from '@agency/shared-state';
import { buttonClass } from '@agency/ui/button';
import { Notice, type NoticeTone } from '@agency/ui/notice';
import { useAccountUnlockCodesMutation } from '../api';
import { messages } from '../content/messages';
import { authErrorMessage } from '../errors';

/**
 * The sign-in page opened from the mail of a locked code step (?unlock=<token>): one click opens
 * the code step again. A click, not the visit: a mail scanner that follows links opens nothing.
 */
export function UnlockCodes() {
  const [params] = useSearchParams();
  const token = params.get('unlock');
  const [unlock, { isLoading }] = useAccountUnlockCodesMutation();
  const [result, setResult] = useState<{ text: string; tone: NoticeTone } | null>(null);
  if (!token) return null;
  if (result) return <Notice tone={result.tone}>{result.text}</Notice>;

  async function send(value: string) {
    const tenantId = params.get('tenantId') || getSiteConfig().tenantId;
    const reply = await unlock({ tenantId, token: value });
    setResult(
      'error' in reply
        ? { text: authErrorMessage(reply.error), tone: 'error' }
        : { text: reply.data.message, tone: 'success' },
    );
  }

  return (
    <Notice tone="info">
      {messages.unlockIntro}{' '}
      <button
        type="button"
        className={buttonClass('primary')}
        onClick={() => void send(token)}
        disabled={isLoading}
      >
        {isLoading ? 'Unlocking...' : 'Unlock sign-in codes'}
      </button>
    </Notice>
  );
}
