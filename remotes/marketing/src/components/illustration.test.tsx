import { render, waitFor } from '@testing-library/react';
import type { ArtName } from '../content/art';
import { Illustration } from './illustration';

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

/** The picture as a client-side navigation draws it: its <svg> at once, the scene once its code
 * has loaded. */
async function draw(name: ArtName) {
  const { container } = render(<Illustration name={name} label={`The ${name} picture`} />);
  const svg = container.querySelector('svg')!;
  await waitFor(() => expect(svg.childElementCount).toBeGreaterThan(0));
  return svg;
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
    async (name) => {
      const svg = await draw(name);
      expect(svg).toHaveAttribute('role', 'img');
      expect(svg).toHaveAccessibleName(`The ${name} picture`);
      expect(svg).toHaveAttribute('width', '480');
      expect(svg).toHaveAttribute('height', '380');
      expect(svg.querySelector('image, img, use')).toBeNull();
    },
  );

  it('gives every page and case study its own scene, not one layout with other icons', async () => {
    const names = [...pageArt, ...caseStudyArt];
    const svgs = await Promise.all(names.map((name) => draw(name)));
    const scenes = new Set(svgs.map(composition));
    expect(scenes.size).toBe(names.length);
  });

  it('keeps its proportions at another width', () => {
    const { container } = render(<Illustration name="contact" label="Contact" width={240} />);
    expect(container.querySelector('svg')).toHaveAttribute('height', '190');
  });
});
