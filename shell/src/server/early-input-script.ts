import { createHash } from 'node:crypto';
import { recordEarlyInput } from '../boot/early-input/record';

const source = `(${recordEarlyInput.toString()})()`;

/** The recorder of presses made before the page is live, inlined first in every server page's
 * <head> so it runs before any control is parsed (shell/src/early-input/record.ts). */
export const earlyInputScript = `<script>${source}</script>`;

/** Its hash for the page's Content-Security-Policy (`script-src`). */
export const earlyInputScriptHash = `sha256-${createHash('sha256').update(source).digest('base64')}`;
