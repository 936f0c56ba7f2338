import type { CommentArrival } from '../repositories/comments';
import { judgeArrival, type SpamSignals } from './spam-guard';

/**
 * A link in a comment: an address with a scheme, one starting with www., or a bare domain under
 * a common top-level domain (what link spam uses). Bare words with dots ("Node.js", "e.g.")
 * are not links.
 */
const LINK =
  /\b(?:https?:\/\/|www\.)\S|\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.(?:com|net|org|info|biz|io|co|us|uk|ru|cn|xyz|top|shop|site|online|club|link|click|app|dev)\b/i;

export function containsLink(text: string): boolean {
  return LINK.test(text);
}

export interface CommentContext {
  /** The spam guard's fields as the form sent them. */
  signals: SpamSignals;
  minFillMs: number;
  /** The owner blocked this commenter: their comments wait for approval. */
  blocked: boolean;
  /** The tenant holds comments with links for approval. */
  holdLinks: boolean;
}

/**
 * Where a new comment goes: spam when the spam guard trips (stored, never shown, nobody
 * notified), held for approval when its author is blocked or it holds a link while links are
 * held, visible otherwise. Spam is judged first: a bot's comment never waits in the approval
 * queue.
 */
export function judgeComment(content: string, context: CommentContext): CommentArrival {
  const guard = judgeArrival(context.signals, context.minFillMs);
  if (guard.spam) return { state: 'spam', reason: guard.reason };
  if (context.blocked) return { state: 'held', reason: 'blocked' };
  if (context.holdLinks && containsLink(content)) return { state: 'held', reason: 'link' };
  return { state: 'visible' };
}
