/** @jest-environment node */
import { continueTrace, formatTraceparent, parseTraceparent } from './trace-context.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const PARENT = '00f067aa0ba902b7';

test('continues a valid traceparent with a new span of its own', () => {
  const trace = continueTrace(`00-${TRACE}-${PARENT}-01`);
  expect(trace).toMatchObject({ traceId: TRACE, parentId: PARENT, flags: '01' });
  expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/);
  expect(trace.spanId).not.toBe(PARENT);
  expect(formatTraceparent(trace)).toBe(`00-${TRACE}-${trace.spanId}-01`);
});

test.each([
  ['no header', undefined],
  ['version ff', `ff-${TRACE}-${PARENT}-01`],
  ['version 00 with more fields', `00-${TRACE}-${PARENT}-01-extra`],
  ['an all-zero trace id', `00-${'0'.repeat(32)}-${PARENT}-01`],
  ['an all-zero parent id', `00-${TRACE}-${'0'.repeat(16)}-01`],
  ['upper-case digits', `00-${TRACE.toUpperCase()}-${PARENT}-01`],
  ['a list of headers', [`00-${TRACE}-${PARENT}-01`]],
])('starts a new trace for %s', (_name, header) => {
  expect(parseTraceparent(header)).toBeUndefined();
  const trace = continueTrace(header);
  expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/);
  expect(trace.traceId).not.toBe(TRACE);
  expect(trace).toMatchObject({ parentId: undefined, flags: '00' });
});

test('a later version may append fields', () => {
  expect(parseTraceparent(`01-${TRACE}-${PARENT}-00-more`)).toEqual({
    traceId: TRACE,
    parentId: PARENT,
    flags: '00',
  });
});
