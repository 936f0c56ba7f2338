import type { LogEvent } from 'kysely';
import type { Tracing } from '@agency/server-kit/tracing';

/**
 * Kysely's query log as spans: one client span per statement, under the span current when it
 * ran (the request's), with the statement's text as Kysely compiled it (values travel as $1,
 * $2 … parameters, which are never recorded). PGlite is PostgreSQL too.
 */
export function querySpans(spans: Tracing): (event: LogEvent) => void {
  return (event) => {
    const end = performance.now();
    const { sql } = event.query;
    const operation = /^\s*([a-z]+)/i.exec(sql)?.[1]?.toUpperCase();
    const span = spans.startSpan(
      operation ?? 'query',
      {
        'db.system': 'postgresql',
        'db.system.name': 'postgresql',
        'db.operation.name': operation,
        'db.query.text': sql,
      },
      { kind: 'client', startTime: end - event.queryDurationMillis },
    );
    if (event.level === 'error') span.fail(event.error);
    span.end(end);
  };
}
