import { columnSpans, rowSizes } from './balanced-rows';

describe('balanced rows', () => {
  it.each([
    [3, 3, [3]],
    [4, 3, [2, 2]],
    [5, 3, [2, 3]],
    [5, 4, [2, 3]],
    [6, 3, [3, 3]],
    [7, 4, [3, 4]],
    [10, 4, [3, 3, 4]],
    [1, 3, [1]],
    [0, 3, []],
  ])('puts %i items in rows of at most %i as %j', (count, max, rows) => {
    expect(rowSizes(count, max)).toEqual(rows);
  });

  it('gives each item its share of 12 columns, so every row is full', () => {
    expect(columnSpans(5, 3)).toEqual([6, 6, 4, 4, 4]);
    expect(columnSpans(3, 3)).toEqual([4, 4, 4]);
    expect(columnSpans(8, 4)).toEqual([3, 3, 3, 3, 3, 3, 3, 3]);
  });
});
