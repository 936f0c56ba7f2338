import { http } from 'msw';
import { server } from './server';

/** Answers the GETs of `url` with `answers` in turn, the last one from then on: a poller's
 * view of a resource that changes or fails between reads. */
export function serveInTurn<Answer>(
  url: string,
  answers: Answer[],
  reply: (answer: Answer) => Response,
): void {
  let index = 0;
  server.use(
    http.get(url, () => {
      const answer = answers[Math.min(index, answers.length - 1)]!;
      index += 1;
      return reply(answer);
    }),
  );
}
