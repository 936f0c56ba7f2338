import { wordDiff } from './word-diff.ts';

const joined = (parts: ReturnType<typeof wordDiff>, keep: 'added' | 'removed') =>
  parts
    .filter((part) => part.change !== keep)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('marks whole words added and removed, keeping the rest', () => {
    expect(wordDiff('the quick brown fox', 'the slow brown dog')).toEqual([
      { change: 'same', text: 'the ' },
      { change: 'removed', text: 'quick' },
      { change: 'added', text: 'slow' },
      { change: 'same', text: ' brown ' },
      { change: 'removed', text: 'fox' },
      { change: 'added', text: 'dog' },
    ]);
  });

  it('gives nothing but the same text when nothing changed, and all of it when one side is empty', () => {
    expect(wordDiff('as it was', 'as it was')).toEqual([{ change: 'same', text: 'as it was' }]);
    expect(wordDiff('', 'new words')).toEqual([{ change: 'added', text: 'new words' }]);
    expect(wordDiff('old words', '')).toEqual([{ change: 'removed', text: 'old words' }]);
  });

  it('rebuilds both texts from its parts, also for long texts with many changes', () => {
    const words = Array.from({ length: 5000 }, (_, n) => `word${n % 97}`);
    const before = words.join(' ');
    const after = words.map((word, n) => (n % 7 === 0 ? `${word}x` : word)).join(' ');
    const parts = wordDiff(before, after);
    expect(joined(parts, 'added')).toBe(before);
    expect(joined(parts, 'removed')).toBe(after);
  });
});
