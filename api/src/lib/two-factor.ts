import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the parameters every authenticator app assumes: SHA-1, 6 digits, 30 s. */
const PERIOD_S = 30;

/** Codes of the step before and after the current one pass too (a phone's clock drifts). */
const TOLERANCE_S = PERIOD_S;

export const RECOVERY_CODE_COUNT = 10;

/** Crockford-like: no 0/o, 1/l/i, so a code read off paper is typed right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A fresh authenticator key (160 bits, base32, as RFC 4226 recommends). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: string): string {
  return generateURI({ issuer, label: account, secret, period: PERIOD_S });
}

/** The QR code of `text` as an SVG data URL, drawn here (no outside service sees the key). */
export async function qrCodeDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** Six digits, spaces allowed ("123 456" as some apps show it). */
export function asTotpCode(input: string): string | undefined {
  const digits = input.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : undefined;
}

/**
 * The time step a code belongs to when it is valid now and of a later step than `afterStep`
 * (the last accepted one), else undefined: a code signs in once.
 */
export async function acceptTotp(
  secret: string,
  code: string,
  now: Date,
  afterStep: number | null,
): Promise<number | undefined> {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD_S,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(afterStep !== null && { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

/** Ten codes like `k7mq2-x9rtp` (50 random bits each), shown once. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** A recovery code as typed (any case, with or without the dash or spaces) in stored form. */
export function normalizeRecoveryCode(input: string): string {
  const plain = input.toLowerCase().replace(/[^a-z0-9]/g, '');
  return plain.length === 10 ? `${plain.slice(0, 5)}-${plain.slice(5)}` : plain;
}

/** What the sign-in challenge carries from the password step to the code step. */
export interface ChallengeClaims {
  tenantId: string;
  userId: string;
  /** Changes with the password, so a challenge dies with the password that earned it. */
  passwordTag: string;
  expiresAt: number;
}

function mac(key: string, body: string): Buffer {
  return createHmac('sha256', key).update(body).digest();
}

/** A compact signed value: base64url JSON, a dot, its HMAC-SHA256. */
export function signChallenge(key: string, claims: ChallengeClaims): string {
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** The claims of an untampered, unexpired challenge, else undefined. */
export function readChallenge(key: string, token: string, now: Date): ChallengeClaims | undefined {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as ChallengeClaims;
    return typeof claims.expiresAt === 'number' && claims.expiresAt > now.getTime()
      ? claims
      : undefined;
  } catch {
    return undefined;
  }
}

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
  [/curl\//, 'curl'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iOS/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/** A short label for a session's browser ("Firefox on Windows"), from its user agent; the
 * order matters (Edge and Opera also say Chrome, Chrome also says Safari). */
export function describeBrowser(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1] ?? 'Unknown browser';
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  return system ? `${browser} on ${system}` : browser;
}
