import { render } from '@testing-library/react';
import { InitialsDisc } from './initials-disc';

it('draws the initials centred on a disc of the given size, hidden from assistive technology', () => {
  const { container } = render(
    <InitialsDisc
      name="Marcus Reyes"
      size={112}
      ringRadius={50}
      classes={{ svg: 'badge', disc: 'bg', ring: 'ring' }}
    />,
  );
  const svg = container.querySelector('svg')!;
  expect(svg).toHaveAttribute('viewBox', '0 0 112 112');
  expect(svg).toHaveAttribute('width', '112');
  expect(svg).toHaveAttribute('aria-hidden', 'true');
  expect(svg).toHaveClass('badge');
  const [disc, ring] = Array.from(svg.querySelectorAll('circle'));
  expect(disc).toHaveAttribute('r', '56');
  expect(disc).toHaveClass('bg');
  expect(ring).toHaveAttribute('r', '50');
  expect(ring).toHaveAttribute('cx', '56');
  const text = svg.querySelector('text')!;
  expect(text).toHaveTextContent('MR');
  expect(text).toHaveAttribute('y', '57');
  expect(text).not.toHaveAttribute('class');
});
