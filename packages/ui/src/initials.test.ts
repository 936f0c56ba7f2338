import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two names, upper case', () => {
    expect(initialsOf('Marcus Reyes')).toBe('MR');
    expect(initialsOf('priya  nair')).toBe('PN');
    expect(initialsOf('Dana Lee Whitfield')).toBe('DL');
    expect(initialsOf('Tom')).toBe('T');
  });
});
