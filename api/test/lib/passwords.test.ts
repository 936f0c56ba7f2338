import { createPasswordHasher } from '../../src/lib/passwords';

describe('password hashing', () => {
  it('uses scrypt with the OWASP parameters by default (N=2^17, r=8, p=1)', async () => {
    const hasher = createPasswordHasher();
    const hash = await hasher.hash('correct horse battery staple');
    expect(hash).toMatch(/^scrypt\$17\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await hasher.verify('correct horse battery staple', hash)).toBe(true);
    expect(await hasher.verify('wrong', hash)).toBe(false);
  });

  it('salts every hash and flags weaker hashes for an upgrade', async () => {
    const weak = createPasswordHasher(10);
    const a = await weak.hash('same');
    const b = await weak.hash('same');
    expect(a).not.toBe(b);
    expect(createPasswordHasher(17).needsRehash(a)).toBe(true);
    expect(weak.needsRehash(a)).toBe(false);
    // A hash keeps working after the cost goes up.
    expect(await createPasswordHasher(17).verify('same', a)).toBe(true);
  });

  it('refuses malformed stored values', async () => {
    expect(await createPasswordHasher(10).verify('x', 'none')).toBe(false);
  });
});
