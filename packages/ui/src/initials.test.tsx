import { render } from '@testing-library/react';
import { InitialsBadge, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first two names, upper case', () => {
    expect(initialsOf('Marcus Reyes')).toBe('MR');
    expect(initialsOf('priya  nair')).toBe('PN');
    expect(initialsOf('Dana Lee Whitfield')).toBe('DL');
    expect(initialsOf('Tom')).toBe('T');
  });
});

describe('InitialsBadge', () => {
  it('draws the disc, the ring inside it and the initials just below the centre, hidden from assistive technology', () => {
    const { container } = render(
      <InitialsBadge name="Marcus Reyes" size={64} ringRadius={28.5} className="badge" />,
    );
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('viewBox', '0 0 64 64');
    expect(svg).toHaveAttribute('width', '64');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    const [disc, ring] = container.querySelectorAll('circle');
    expect(disc).toHaveAttribute('r', '32');
    expect(disc).toHaveAttribute('class', 'disc');
    expect(ring).toHaveAttribute('r', '28.5');
    expect(ring).toHaveAttribute('cx', '32');
    const text = container.querySelector('text');
    expect(text).toHaveTextContent('MR');
    expect(text).toHaveAttribute('y', '33');
    expect(text).toHaveAttribute('class', 'text');
  });
});
