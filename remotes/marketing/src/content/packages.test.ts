import { splitPrice } from '../components/package-card';
import { growthPackages } from './growth-packages';
import { marketingPackageGroups } from './marketing-packages';
import { advertisingPackages, brandingPackages, contentPackages } from './paid-ads-packages';
import type { Package } from './types';
import { webDevelopmentPrices, websitePackages } from './website-packages';

// The packages each page shows, all its groups together.
const pages: Record<string, Package[]> = {
  '/services/web-development': [...webDevelopmentPrices, ...websitePackages],
  '/services/paid-ads': [advertisingPackages, contentPackages, brandingPackages].flatMap(
    (group) => group.packages,
  ),
  '/services/digital-marketing': marketingPackageGroups.flatMap((group) => group.packages),
  '/services/marketing-consulting-hub': growthPackages,
};

describe('package content', () => {
  it.each(Object.entries(pages))('%s highlights one package at most', (_page, packages) => {
    expect(packages.filter((pkg) => pkg.featured).length).toBeLessThanOrEqual(1);
  });

  it('splits each price into its figure and its words, keeping the wording whole', () => {
    expect(splitPrice('$63/month over 24 months')).toEqual({
      before: '',
      amount: '$63/month',
      after: ' over 24 months',
    });
    expect(splitPrice('starting at $5,000')).toEqual({
      before: 'starting at ',
      amount: '$5,000',
      after: '',
    });
    for (const pkg of Object.values(pages).flat()) {
      const { before, amount, after } = splitPrice(pkg.price);
      expect(`${before}${amount}${after}`).toBe(pkg.price);
      expect(amount).toMatch(/^\$\d/);
    }
  });
});
