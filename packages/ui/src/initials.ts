/** The first letters of a person's first two names, for an initials avatar: "Marcus Reyes" → "MR". */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
