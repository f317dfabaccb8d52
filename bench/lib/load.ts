/**
 * One load measurement with autocannon on loopback: a 2-second warm-up, then the counted run.
 * Any non-2xx answer or connection error fails the benchmark instead of flattering it.
 */
import autocannon from 'autocannon';

export interface LoadFigures {
  scenario: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

export async function measureLoad(
  scenario: string,
  settings: Record<string, unknown> & { url: string; connections: number },
  durationSeconds: number,
): Promise<LoadFigures> {
  await autocannon({ ...settings, duration: 2 });
  const result = await autocannon({ ...settings, duration: durationSeconds });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${scenario}: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  }
  return {
    scenario,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    bytesPerRequest: result.requests.total
      ? Math.round(result.throughput.total / result.requests.total)
      : 0,
  };
}
