import { incompatibility, inRange, requirementsOf } from './compatibility';

const manifest = {
  shared: [
    { name: 'react', version: '19.2.0', requiredVersion: '^19.1.0' },
    { name: 'react-dom', requiredVersion: '^19.1.0' },
    { name: '@agency/shared-state', version: '6.0.0', requiredVersion: '^6.0.0' },
  ],
};

describe('requirementsOf', () => {
  it("reads each shared module's required range from a remote's manifest", () => {
    expect(requirementsOf(manifest)).toEqual({
      react: '^19.1.0',
      'react-dom': '^19.1.0',
      '@agency/shared-state': '^6.0.0',
    });
  });

  it('reads nothing from a manifest without a shared list', () => {
    expect(requirementsOf({})).toEqual({});
    expect(requirementsOf(null)).toEqual({});
  });
});

describe('inRange', () => {
  it('accepts a version in its own caret range or equal to the range, and asks the parser otherwise', () => {
    expect(inRange('19.3.1', '^19.3.1')).toBe(true);
    expect(inRange('8.0.0', '8.0.0')).toBe(true);
    expect(inRange('19.3.1', '^19.1.0')).toBe(true);
    expect(inRange('19.3.1', '>=19 <19.3')).toBe(false);
    expect(inRange('19.0.0', '^19.3.1')).toBe(false);
    expect(inRange('20.0.0', '^19.3.1')).toBe(false);
    expect(inRange('8.0.0', '^8.0.0 || ^9.0.0')).toBe(true);
  });
});

describe('incompatibility', () => {
  it('accepts singletons inside the ranges and refuses one outside, naming need and have', () => {
    const requirements = requirementsOf(manifest);
    expect(
      incompatibility('blog', requirements, { react: '19.2.1', '@agency/shared-state': '6.3.0' }),
    ).toBeNull();
    expect(
      incompatibility('blog', requirements, { react: '19.2.1', '@agency/shared-state': '5.0.0' })
        ?.message,
    ).toBe(
      "The blog remote is not loaded: it needs @agency/shared-state ^6.0.0; this shell has @agency/shared-state 5.0.0. Deploy a build of blog made against this shell's versions, or roll it back.",
    );
    expect(
      incompatibility('blog', requirements, { react: '18.3.1', '@agency/shared-state': '5.0.0' })
        ?.message,
    ).toContain(
      'it needs react ^19.1.0 and @agency/shared-state ^6.0.0; this shell has react 18.3.1 and @agency/shared-state 5.0.0',
    );
  });

  it('refuses a remote built when shared-state was shared under its former key', () => {
    expect(
      incompatibility(
        'blog',
        requirementsOf({ shared: [{ name: 'shared-state', requiredVersion: '^7.0.0' }] }),
        {
          react: '19.2.1',
          '@agency/shared-state': '8.0.0',
        },
      )?.message,
    ).toContain('it needs shared-state ^7.0.0; this shell has @agency/shared-state 8.0.0');
  });

  it('does not check a singleton the remote did not record', () => {
    expect(
      incompatibility('blog', {}, { react: '1.0.0', '@agency/shared-state': '1.0.0' }),
    ).toBeNull();
  });
});
