import parsePrometheusTextFormat from 'parse-prometheus-text-format';

/** The sum of the samples of `name` whose labels include `labels`, as a render server's or the
 * api's metrics listener on loopback `port` serves them now (0 when none has them yet). */
export async function metricSum(
  port: number,
  name: string,
  labels: Record<string, string> = {},
): Promise<number> {
  const res = await fetch(`http://127.0.0.1:${port}/metrics`);
  if (!res.ok) throw new Error(`The metrics on :${port} answered ${res.status}.`);
  const family = parsePrometheusTextFormat(await res.text()).find((f) => f.name === name);
  return (family?.metrics ?? [])
    .filter((m) => Object.entries(labels).every(([key, value]) => m.labels?.[key] === value))
    .reduce((sum, m) => sum + Number(m.value), 0);
}
