import { configureSite, getSiteConfig, phoneHref } from './config';

describe('site configuration', () => {
  const initial = getSiteConfig();
  afterEach(() => configureSite(initial));

  it('has contact details beside the brand name, and a deployment can set them', () => {
    expect(initial.contactEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(initial.contactPhone).toMatch(/\d{3}/);
    expect(initial.contactHours.length).toBeGreaterThan(5);

    configureSite({ contactEmail: 'shop@acme.test', contactPhone: '+44 20 7946 0000' });
    expect(getSiteConfig()).toMatchObject({
      contactEmail: 'shop@acme.test',
      contactPhone: '+44 20 7946 0000',
      contactHours: initial.contactHours,
    });
  });

  it('falls back to the default for a blank setting', () => {
    configureSite({ contactEmail: '', contactHours: '' });
    expect(getSiteConfig().contactEmail).toBe(initial.contactEmail);
    expect(getSiteConfig().contactHours).toBe(initial.contactHours);
  });

  it('dials a phone number as written', () => {
    expect(phoneHref('(555) 010-0148')).toBe('tel:+15550100148');
    expect(phoneHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(phoneHref('020 7946 0000')).toBe('tel:02079460000');
  });
});
