import { screen } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { expectSectionHeadings, hrefOf, renderRoute } from '../test-helpers';

describe('about page', () => {
  it('has the introduction, Our Story, three core values, the founder, testimonials and Get in Touch', async () => {
    await renderRoute(paths.about);
    expectSectionHeadings([
      'Who we are',
      'Our Story',
      'Our core values',
      'Meet our founder',
      'What Our Clients Say',
    ]);
    for (const value of [
      'Driven to Overcome',
      'Built Like It Matters',
      'Your Business Your Voice',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: value })).toBeInTheDocument();
    }
    expect(hrefOf(screen.getByRole('link', { name: 'Get in Touch' }))).toBe(paths.contact);
  });

  it('names the founder the blog names, with his role', async () => {
    await renderRoute(paths.about);
    expect(screen.getByRole('heading', { level: 3, name: 'Marcus Reyes' })).toBeInTheDocument();
    expect(screen.getByText('Founder & Strategy Lead')).toBeInTheDocument();
    expect(screen.getByText(/fifteen years in automotive retail/)).toBeInTheDocument();
  });
});
