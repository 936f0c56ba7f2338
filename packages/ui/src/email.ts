/** "Must look like {email}": something, an @, something, a dot, something, no spaces. The same
 * rule as a browser's type="email" check, loosely, so the site's forms agree on an address. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}
