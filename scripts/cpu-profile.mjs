// The script inside a task, by source function: V8's sampling profile from a Chromium trace
// (category `disabled-by-default-v8.cpu_profiler`), each frame mapped through the source map
// the build wrote beside the file (the apps manifest says which dist/ serves which port).
// Used by `npm run profile:start -- --functions`.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { TraceMap, originalPositionFor } = require('@jridgewell/trace-mapping');
const { apps } = require('@agency/apps');

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const distByPort = new Map(apps.map((app) => [String(app.port), path.join(root, app.dir, 'dist')]));

/** The trace category that makes Chromium record V8's samples. */
export const CPU_PROFILE_CATEGORY = 'disabled-by-default-v8.cpu_profiler';

const maps = new Map();

/** "src/boot/bootstrap.tsx:15 start" or "~react-dom/cjs/….js:12069 performWorkOnRoot" for a
 * frame of a built file; the file and position when there is no map. */
function frameName({ url, lineNumber, columnNumber, functionName }) {
  if (!url) return functionName || '(native)';
  const served = /^https?:\/\/[^/]+?:(\d+)\/([^?#]*)/.exec(url);
  const file =
    served && distByPort.has(served[1]) ? path.join(distByPort.get(served[1]), served[2]) : null;
  if (file && !maps.has(file))
    maps.set(
      file,
      existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null,
    );
  const map = file ? maps.get(file) : null;
  const position = map
    ? originalPositionFor(map, { line: lineNumber + 1, column: columnNumber })
    : null;
  if (!position?.source)
    return `${url.replace(/^https?:\/\/[^/]+/, '')}:${lineNumber + 1} ${functionName}`;
  const source = position.source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^.*node_modules\//, '~');
  return `${source}:${position.line} ${position.name ?? functionName}`;
}

/** The samples of the page's main thread: each with its time (trace clock) and its stack,
 * outermost frame first. */
export function mainThreadSamples(events, isMainThread) {
  const profiles = new Map();
  for (const event of events)
    if (event.name === 'Profile')
      profiles.set(event.id, {
        time: event.args.data.startTime,
        main: isMainThread(event),
        parents: new Map(),
        frames: new Map(),
      });
  const samples = [];
  for (const event of events) {
    if (event.name !== 'ProfileChunk') continue;
    const profile = profiles.get(event.id);
    if (!profile) continue;
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) {
      profile.frames.set(node.id, node.callFrame);
      if (node.parent) profile.parents.set(node.id, node.parent);
    }
    (cpuProfile.samples ?? []).forEach((id, index) => {
      profile.time += timeDeltas[index] ?? 0;
      if (profile.main) samples.push({ time: profile.time, id, profile });
    });
  }
  return samples.map(({ time, id, profile }) => {
    const stack = [];
    for (let node = id; node; node = profile.parents.get(node)) {
      const frame = profile.frames.get(node);
      if (!frame || frame.functionName === '(root)') break;
      stack.unshift(frame);
    }
    return { time, stack };
  });
}

/** Lines of the call tree of the samples between `start` and `end` (µs), each frame with the
 * milliseconds of the task spent in it and below it; frames under `minMs` are left out. */
export function callTree(samples, start, end, { minMs = 5, depth = 9, indent = '      ' } = {}) {
  const inside = samples.filter((sample) => sample.time >= start && sample.time <= end);
  if (inside.length === 0) return [];
  const msPerSample = (end - start) / 1000 / inside.length;
  const tree = { count: 0, children: new Map() };
  for (const { stack } of inside) {
    let node = tree;
    for (const frame of stack) {
      const name = frameName(frame);
      if (!node.children.has(name)) node.children.set(name, { count: 0, children: new Map() });
      node = node.children.get(name);
      node.count += 1;
    }
  }
  const lines = [];
  const walk = (node, level) => {
    const children = [...node.children].sort((a, b) => b[1].count - a[1].count);
    for (const [name, child] of children) {
      const ms = child.count * msPerSample;
      if (ms < minMs || name === '(program)' || name === '(idle)') continue;
      lines.push(`${indent}${'  '.repeat(level)}${Math.round(ms)} ms ${name}`);
      if (level < depth) walk(child, level + 1);
    }
  };
  walk(tree, 0);
  return lines;
}
