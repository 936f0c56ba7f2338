import { isEmail } from './email';

it('isEmail accepts something@domain.tld only', () => {
  expect(isEmail(' owner@shop.com ')).toBe(true);
  expect(isEmail('owner@shop')).toBe(false);
  expect(isEmail('owner shop.com')).toBe(false);
});
