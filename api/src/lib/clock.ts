/** Where the app reads the time, so tests can move it (token expiry, sessions). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
