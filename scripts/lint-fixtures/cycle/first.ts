// A deliberate import loop: scripts/check-lint-rules.mjs expects lint to refuse it.
import { second } from './second';

export const first = (): string => `first, then ${second()}`;
