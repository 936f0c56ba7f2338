/** One run of a word-level diff: text both sides share, or text only the newer or older has. */
export interface DiffPart {
  change: 'same' | 'added' | 'removed';
  text: string;
}

/**
 * Past this many differing words the two texts are shown as one removal and one addition: the
 * search's cost grows with the number of differences, and so large a change reads no better
 * word by word.
 */
const MAX_EDITS = 1000;

/** Words and the whitespace between them, so joining the tokens gives the text back. */
const tokens = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];

/**
 * The shortest word-level edit from `before` to `after` (Myers' algorithm on the tokens left once
 * the common start and end are set aside), as runs of kept, added and removed text.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA -= 1;
    endB -= 1;
  }
  const parts: DiffPart[] = [];
  const push = (change: DiffPart['change'], text: string) => {
    if (!text) return;
    const last = parts.at(-1);
    if (last?.change === change) last.text += text;
    else parts.push({ change, text });
  };
  push('same', a.slice(0, start).join(''));
  for (const part of middle(a.slice(start, endA), b.slice(start, endB)))
    push(part.change, part.text);
  push('same', a.slice(endA).join(''));
  return parts;
}

function middle(a: string[], b: string[]): DiffPart[] {
  const n = a.length;
  const m = b.length;
  const whole = (): DiffPart[] => [
    { change: 'removed', text: a.join('') },
    { change: 'added', text: b.join('') },
  ];
  if (n === 0 || m === 0) return whole();
  const max = Math.min(n + m, MAX_EDITS);
  const offset = max + 1;
  const v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  let found = -1;
  for (let d = 0; d <= max && found < 0; d += 1) {
    trace.push(v.slice());
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!);
      let x = down ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      v[offset + k] = x;
      if (x >= n && y >= m) {
        found = d;
        break;
      }
    }
  }
  if (found < 0) return whole();
  // Walk back from the end through the saved frontiers, collecting the steps in reverse.
  const steps: DiffPart[] = [];
  let x = n;
  let y = m;
  for (let d = found; d > 0; d -= 1) {
    const frontier = trace[d]!;
    const k = x - y;
    const down = k === -d || (k !== d && frontier[offset + k - 1]! < frontier[offset + k + 1]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = frontier[offset + prevK]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      x -= 1;
      y -= 1;
      steps.push({ change: 'same', text: a[x]! });
    }
    if (down) {
      y -= 1;
      steps.push({ change: 'added', text: b[y]! });
    } else {
      x -= 1;
      steps.push({ change: 'removed', text: a[x]! });
    }
  }
  while (x > 0 && y > 0) {
    x -= 1;
    y -= 1;
    steps.push({ change: 'same', text: a[x]! });
  }
  return steps.reverse();
}
