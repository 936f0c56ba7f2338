import { render } from '@testing-library/react';
import { Illustration, type ArtName } from './illustration';

/** Every page hero's art and each case study's two pictures. */
const pageArt: ArtName[] = [
  'home',
  'web',
  'marketing',
  'ads',
  'strategy',
  'hub',
  'about',
  'careers',
  'contact',
  'services',
  'portfolio',
];
const caseStudyArt: ArtName[] = [
  'automotive',
  'automotive-detail',
  'gateway',
  'gateway-detail',
  'athletics',
  'athletics-detail',
];

function draw(name: ArtName) {
  const { container } = render(<Illustration name={name} label={`The ${name} picture`} />);
  return container.querySelector('svg')!;
}

/** The picture's composition: where its shapes sit, whatever icons they hold. Two heroes that
 * were one layout with other icons would share it. */
function composition(svg: SVGSVGElement): string {
  return [...svg.querySelectorAll('rect, circle, ellipse')]
    .map((shape) =>
      ['x', 'y', 'cx', 'cy', 'width', 'height', 'r', 'rx'].map((a) => shape.getAttribute(a)).join(),
    )
    .join('|');
}

describe('Illustration', () => {
  it.each([...pageArt, ...caseStudyArt])(
    '%s is an image with its label and an explicit size',
    (name) => {
      const svg = draw(name);
      expect(svg).toHaveAttribute('role', 'img');
      expect(svg).toHaveAccessibleName(`The ${name} picture`);
      expect(svg).toHaveAttribute('width', '480');
      expect(svg).toHaveAttribute('height', '380');
      expect(svg.querySelector('image, img, use')).toBeNull();
    },
  );

  it('gives every page and case study its own scene, not one layout with other icons', () => {
    const names = [...pageArt, ...caseStudyArt];
    const scenes = new Set(names.map((name) => composition(draw(name))));
    expect(scenes.size).toBe(names.length);
  });

  it('keeps its proportions at another width', () => {
    const { container } = render(<Illustration name="contact" label="Contact" width={240} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '190');
  });
});
