import { createHash } from 'node:crypto';
import { entries } from '@agency/apps';
import type { RemoteName } from '../remotes/remote-registry';

/** What the deploy command writes beside a build (scripts/deploy-targets.mjs). */
export const DEPLOY_RECORD = 'deploy.json';

interface DeployRecord {
  serverContainer?: { path?: unknown; sha256?: unknown };
}

export class ContainerIntegrityError extends Error {
  constructor(
    readonly remote: string,
    reason: string,
  ) {
    super(
      `The ${remote} remote is not loaded: ${reason}. Deploy it again with the deploy command, or roll it back.`,
    );
    this.name = 'ContainerIntegrityError';
  }
}

/** The deploy record of the build a server container belongs to: `deploy.json` at the build's
 * root, which the container's URL names (`…/server/remoteEntry.js`); null for another URL. */
export function deployRecordUrl(entry: string): string | null {
  const url = new URL(entry);
  if (!url.pathname.endsWith(`/${entries.serverContainer}`)) return null;
  url.pathname = `${url.pathname.slice(0, -entries.serverContainer.length)}${DEPLOY_RECORD}`;
  url.search = '';
  return url.href;
}

const sha256 = (bytes: ArrayBuffer) =>
  createHash('sha256').update(Buffer.from(bytes)).digest('hex');

async function recordedHash(
  remote: string,
  recordUrl: string | null,
  required: boolean,
  init: RequestInit,
): Promise<string | null> {
  const response = recordUrl ? await fetch(recordUrl, { cache: 'no-store', ...init }) : null;
  if (!response || response.status === 404) {
    if (required)
      throw new ContainerIntegrityError(remote, `its build has no deploy record (${recordUrl})`);
    return null;
  }
  if (!response.ok)
    throw new ContainerIntegrityError(
      remote,
      `its deploy record could not be read (${recordUrl} answered ${response.status})`,
    );
  const record = (await response.json()) as DeployRecord;
  const hash = record.serverContainer?.sha256;
  if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash))
    throw new ContainerIntegrityError(
      remote,
      `its deploy record (${recordUrl}) names no SHA-256 of its server container`,
    );
  return hash;
}

/**
 * Throws ContainerIntegrityError unless the server container at `entry` has the SHA-256 its
 * deploy recorded in the build's deploy.json. A build reached through a deploy pointer must have
 * the record (`required`); a container served without one (a plain copy of dist/, `npm start`)
 * was not deployed by the command and is not checked. A record and a container read across a
 * switch of a folder target (the origin follows its pointer per request) are read again once.
 */
export async function assertRecordedContainer(
  remote: string,
  entry: string,
  { required, init = {} }: { required: boolean; init?: RequestInit },
): Promise<void> {
  const recordUrl = deployRecordUrl(entry);
  let mismatch = '';
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const expected = await recordedHash(remote, recordUrl, required, init);
    if (expected === null) return;
    const response = await fetch(entry, { cache: 'no-store', ...init });
    if (!response.ok)
      throw new Error(
        `The ${remote} remote's server container could not be read (${entry} answered ${response.status}).`,
      );
    const actual = sha256(await response.arrayBuffer());
    if (actual === expected) return;
    mismatch = `its server container's SHA-256 is ${actual}, not the ${expected} its deploy recorded (${recordUrl})`;
  }
  throw new ContainerIntegrityError(remote, mismatch);
}

/** The check as the render server runs it: every refusal is counted (`refused`), and each
 * distinct reason logged once (a refused remote is asked again on every visit). */
export function recordedContainerGate(
  refused: (remote: RemoteName, line: string | null) => void,
): (
  remote: RemoteName,
  entry: string,
  options: { required: boolean; init?: RequestInit },
) => Promise<void> {
  const told = new Set<string>();
  return async (remote, entry, options) => {
    try {
      await assertRecordedContainer(remote, entry, options);
    } catch (error) {
      if (error instanceof ContainerIntegrityError) {
        const first = !told.has(error.message);
        told.add(error.message);
        refused(remote, first ? error.message : null);
      }
      throw error;
    }
  };
}
