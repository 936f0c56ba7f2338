import { apiUrl, getSiteConfig } from '@agency/shared-state';
import type { RemoteName } from '../remotes/remote-registry';
import type { BuildState, MfInfo, RemoteVersionInfo } from '../remotes/request-versions';
import { deployRecordUrl } from './container-integrity';
import type { PointerState } from './remote-pointers';
import type { RemoteVersions, RequestChoice } from './remote-versions';

export const MF_INFO_REFUSED =
  'Which version served each part of a page is shown only to the SuperAdmin and during a preview.';
const CHECK_TIMEOUT_MS = 1500;
const RECORDS_KEPT = 200;

/** Whether the bearer token is a SuperAdmin's: the api's profile answers with the role (the
 * render server keeps no session of its own). */
export async function isSuperAdmin(authorization: string | undefined): Promise<boolean> {
  if (!authorization || !/^Bearer \S+$/.test(authorization)) return false;
  const { tenantId } = getSiteConfig();
  try {
    const response = await fetch(apiUrl(`/users/${encodeURIComponent(tenantId)}/profile`), {
      headers: { authorization, 'x-tenant-id': tenantId },
      cache: 'no-store',
      signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const profile = (await response.json()) as { role?: unknown };
    return profile.role === 'SuperAdmin';
  } catch {
    return false;
  }
}

/** Where `version` stands on its remote's target now. */
export function buildState(version: string | null, pointer: PointerState | undefined): BuildState {
  if (version === null || !pointer || pointer.version === version) return 'live';
  return pointer.rollout?.version === version ? 'rollout' : 'staged';
}

interface DeployRecord {
  uploadedAt?: unknown;
  commit?: unknown;
}

/**
 * The versions of one request with where each build stands and what its deploy recorded. A
 * build's record never changes once written: each is read once (a missing one is asked again).
 */
export class MfInfoSource {
  private readonly records = new Map<string, DeployRecord>();

  constructor(private readonly versions: RemoteVersions) {}

  async describe(choice: Pick<RequestChoice, 'versions'>): Promise<MfInfo> {
    const entries = await Promise.all(
      (Object.entries(choice.versions) as [RemoteName, RemoteVersionInfo][]).map(
        async ([name, { version, why }]): Promise<[RemoteName, RemoteVersionInfo]> => {
          const pointer = this.versions.state(name);
          const state = buildState(version, pointer);
          const record = version ? await this.record(name, version) : {};
          return [
            name,
            {
              version,
              why,
              state,
              ...(state === 'rollout' && pointer?.rollout
                ? { percent: pointer.rollout.percent }
                : {}),
              ...(typeof record.uploadedAt === 'string' ? { uploadedAt: record.uploadedAt } : {}),
              ...(typeof record.commit === 'string' ? { commit: record.commit } : {}),
            },
          ];
        },
      ),
    );
    return { remotes: Object.fromEntries(entries) };
  }

  private async record(name: RemoteName, version: string): Promise<DeployRecord> {
    const key = `${name}@${version}`;
    const kept = this.records.get(key);
    if (kept) return kept;
    const build = this.versions.buildOf(name, version);
    const url = build && deployRecordUrl(build.serverEntry);
    if (!url) return {};
    try {
      const response = await fetch(url, {
        cache: 'no-store',
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      if (!response.ok) return {};
      const record = (await response.json()) as DeployRecord;
      if (this.records.size >= RECORDS_KEPT) this.records.clear();
      this.records.set(key, record);
      return record;
    } catch {
      return {};
    }
  }
}
