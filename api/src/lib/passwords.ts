import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

function scryptAsync(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function optionsFor(logN: number, r: number, p: number): ScryptOptions {
  const N = 2 ** logN;
  // scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is below OWASP's N = 2^17.
  return { N, r, p, maxmem: 128 * N * r * 2 };
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** True when a stored hash uses weaker parameters than the current ones. */
  needsRehash(stored: string): boolean;
}

/**
 * scrypt with OWASP parameters (N = 2^17, r = 8, p = 1) by default. The stored form carries
 * its parameters (`scrypt$17$8$1$salt$key`, base64url) so the cost can change later.
 */
export function createPasswordHasher(logN = 17): PasswordHasher {
  const r = 8;
  const p = 1;
  const dummy = { salt: randomBytes(16), logN };

  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scryptAsync(password, salt, optionsFor(logN, r, p));
      return ['scrypt', logN, r, p, salt.toString('base64url'), key.toString('base64url')].join(
        '$',
      );
    },

    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') {
        // Same work as a real check, so an unknown user takes as long as a wrong password.
        await scryptAsync(password, dummy.salt, optionsFor(dummy.logN, r, p));
        return false;
      }
      const [, storedLogN, storedR, storedP, salt, key] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(key, 'base64url');
      const actual = await scryptAsync(
        password,
        Buffer.from(salt, 'base64url'),
        optionsFor(Number(storedLogN), Number(storedR), Number(storedP)),
      );
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },

    needsRehash(stored) {
      const parts = stored.split('$');
      return parts[0] !== 'scrypt' || Number(parts[1]) < logN;
    },
  };
}

/** A value that never matches: used to spend the same time when the user does not exist. */
export const NO_PASSWORD = 'none';
