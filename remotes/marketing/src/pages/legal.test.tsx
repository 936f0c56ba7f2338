import { screen, within } from '@testing-library/react';
import { paths } from '@agency/shared-state';
import { renderRoute } from '../test-helpers';

function sectionHeadings(): string[] {
  const article = screen.getByRole('article');
  return within(article)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '')
    .filter((text) => text !== 'Contents');
}

describe('legal pages', () => {
  it.each([
    {
      title: 'Disclaimer',
      path: paths.disclaimer,
      sections: ['General disclaimer', 'Third-party tools and links', 'Modifications'],
    },
    {
      title: 'Terms of Service',
      path: paths.termsOfService,
      sections: [
        '1. Introduction',
        '2. Definitions',
        '3. Eligibility',
        '4. Account registration and security',
        '5. User conduct',
        '6. Intellectual property',
        '7. Payment terms',
        '8. Refunds and cancellations',
        '9. Limitation of liability',
        '10. Privacy',
        '11. Third-party services',
        '12. Termination',
        '13. Governing law and dispute resolution',
        '14. Changes to these terms',
        '15. Contact information',
        '16. Miscellaneous',
      ],
    },
    {
      title: 'Privacy Policy',
      path: paths.privacyPolicy,
      sections: [
        '1. Introduction',
        '2. Information we collect',
        '3. How we use your information',
        '4. Sharing your information',
        '5. Data security',
        '6. Your rights',
        '7. Changes to this policy',
        '8. Contact us',
      ],
    },
  ])('the $title page has its sections, in order', async ({ title, path, sections }) => {
    const { heading } = await renderRoute(path);
    expect(heading).toHaveTextContent(title);
    expect(sectionHeadings()).toEqual(sections);
  });

  it('the terms of service list their 16 sections in a table of contents', async () => {
    await renderRoute(paths.termsOfService);
    expect(
      within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link'),
    ).toHaveLength(16);
  });

  it('the terms state the constants: age 18, liability capped at six months of payments, US state law with arbitration, suspension', async () => {
    await renderRoute(paths.termsOfService);
    expect(screen.getByText(/must be at least 18 years old/)).toBeInTheDocument();
    expect(
      screen.getByText(/limited to the amount you paid us in the six \(6\) months before/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/governed by the laws of the U\.S\. state .* binding arbitration/),
    ).toBeInTheDocument();
    expect(screen.getByText(/We may suspend or terminate accounts/)).toBeInTheDocument();
  });

  it('the privacy policy links the contact page', async () => {
    await renderRoute(paths.privacyPolicy);
    expect(screen.getByRole('link', { name: 'Go to the contact page' })).toHaveAttribute(
      'href',
      paths.contact,
    );
  });
});
