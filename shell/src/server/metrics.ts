import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import {
  metricsSettings as metricsListener,
  type MetricsSettings,
} from '@agency/server-kit/metrics-server';
import type { RemoteName } from '../remotes/remote-registry';
import type { DropReason, HealthCounters, HealthPhase, LoadPhase } from './health';

export { buildMetricsServer, type MetricsSettings } from '@agency/server-kit/metrics-server';

/** Seconds; from a cached page (a millisecond) to a render that waited for a slow api. */
const LATENCY_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type CacheLookup = 'hit' | 'miss' | 'shared';

/**
 * What the render server measures: requests by route template and status with their latency,
 * the render cache's hits and misses, which version of each remote's server container is
 * loaded, how often loading one failed and how often one was refused for bytes its deploy did
 * not record, what browsers and this server saw fail by remote, version and phase (health.ts)
 * with the page views of each version and the loads browsers tried again, and Node's process metrics. Served in Prometheus
 * text format by the metrics server below, never on the public port.
 */
export class RenderMetrics implements HealthCounters {
  readonly registry = new Registry();
  private readonly latency: Histogram<'method' | 'route' | 'status_code'>;
  private readonly requests: Counter<'method' | 'route' | 'status_code'>;
  private readonly cacheLookups: Counter<'result'>;
  private readonly remoteInfo: Gauge<'remote' | 'version'>;
  private readonly remoteFailures: Counter<'remote'>;
  private readonly remoteRefusals: Counter<'remote'>;
  private readonly remoteVersions = new Map<RemoteName, string>();
  private readonly remoteErrors: Counter<'remote' | 'version' | 'phase'>;
  private readonly remoteRetries: Counter<'remote' | 'version' | 'phase'>;
  private readonly remoteViews: Counter<'remote' | 'version'>;
  private readonly healthDrops: Counter<'reason'>;

  constructor() {
    const registers = [this.registry];
    const counter = <Label extends string>(name: string, help: string, labelNames: Label[]) =>
      new Counter<Label>({ name, help, labelNames, registers });
    collectDefaultMetrics({ register: this.registry });
    this.latency = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to its reply, by method, route template and status.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.requests = counter(
      'http_requests_total',
      'Requests answered, by method, route template and status.',
      ['method', 'route', 'status_code'],
    );
    this.cacheLookups = counter(
      'render_cache_lookups_total',
      'Page lookups in the render cache: hit (kept page), shared (joined a render in progress), miss (rendered).',
      ['result'],
    );
    this.remoteInfo = new Gauge({
      name: 'render_remote_loaded_info',
      help: "The remote server containers loaded, with their version (the entry's ETag, or a hash of its bytes).",
      labelNames: ['remote', 'version'],
      registers,
    });
    this.remoteFailures = counter(
      'render_remote_load_failures_total',
      "Failed loads of a remote's server container (down, broken, no routes).",
      ['remote'],
    );
    this.remoteRefusals = counter(
      'render_remote_integrity_failures_total',
      'Server containers refused because their SHA-256 is not the one their deploy recorded in deploy.json (or no record says it).',
      ['remote'],
    );
    this.remoteErrors = counter(
      'render_remote_errors_total',
      "Failures of a remote's build, by remote, version and phase: reported by browsers (POST /_health) or this server's own failed renders (server-render).",
      ['remote', 'version', 'phase'],
    );
    this.remoteRetries = counter(
      'render_remote_load_retries_total',
      "Loads of a remote's manifest, entry or chunk that browsers tried again, by remote, version and the phase tried; never counted as errors.",
      ['remote', 'version', 'phase'],
    );
    this.remoteViews = counter(
      'render_remote_views_total',
      "Pages of a remote this server answered, by the remote's version the request was given.",
      ['remote', 'version'],
    );
    this.healthDrops = counter(
      'render_health_reports_dropped_total',
      'Health reports not counted: invalid, naming an unknown version, or over the per-address or overall cap.',
      ['reason'],
    );
  }

  remoteError(remote: string, version: string, phase: HealthPhase): void {
    this.remoteErrors.inc({ remote, version, phase });
  }

  remoteRetry(remote: string, version: string, phase: LoadPhase): void {
    this.remoteRetries.inc({ remote, version, phase });
  }

  remoteView(remote: string, version: string): void {
    this.remoteViews.inc({ remote, version });
  }

  healthDropped(reason: DropReason): void {
    this.healthDrops.inc({ reason });
  }

  /** One answered request; `route` is the route's template, never the URL. */
  request(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? 'unmatched', status_code: status };
    this.latency.observe(labels, seconds);
    this.requests.inc(labels);
  }

  cacheLookup(result: CacheLookup): void {
    this.cacheLookups.inc({ result });
  }

  remoteLoaded(remote: RemoteName, version: string | undefined): void {
    const previous = this.remoteVersions.get(remote);
    if (previous !== undefined) this.remoteInfo.remove({ remote, version: previous });
    const current = version ?? 'unknown';
    this.remoteVersions.set(remote, current);
    this.remoteInfo.set({ remote, version: current }, 1);
  }

  /** A container refused before loading: its bytes are not the ones its deploy recorded. */
  remoteRefused(remote: RemoteName): void {
    this.remoteRefusals.inc({ remote });
  }

  remoteFailed(remote: RemoteName): void {
    const previous = this.remoteVersions.get(remote);
    if (previous !== undefined) this.remoteInfo.remove({ remote, version: previous });
    this.remoteVersions.delete(remote);
    this.remoteFailures.inc({ remote });
  }
}

/** SHELL_METRICS_PORT, METRICS_HOST (127.0.0.1) and METRICS_TOKEN, as the api reads its own
 * (API_METRICS_PORT): a listener off loopback must have a token. */
export function metricsSettings(env: NodeJS.ProcessEnv): MetricsSettings {
  const raw = env.SHELL_METRICS_PORT?.trim();
  const port = raw ? Number(raw) : undefined;
  if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65535))
    throw new Error('SHELL_METRICS_PORT must be a port number (0-65535).');
  return metricsListener(env, port);
}
