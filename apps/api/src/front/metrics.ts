/**
 * The front's `/metrics` (decision 81): the whole shop's metrics on its one port. The front
 * asks every worker that listens for its registry (over the worker's private socket, with the
 * metrics key) and serves them with its own in Prometheus' text format, each series labelled
 * with the process it came from (`process="front"`, `"worker-1"`, ...), so that one worker's
 * late event loop is not averaged away; sums across workers are a query's job. A worker that
 * does not answer is left out of that scrape. Only with the metrics key; else 401 naming the
 * header.
 */
import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { englishErrorMessage } from '@shop/contracts';
import { Gauge, type MetricObjectWithValues, type MetricValue } from 'prom-client';
import {
  addedUp,
  carriesMetricsKey,
  METRICS_CONTENT_TYPE,
  registry,
  shedRequests,
} from '../lib/metrics.ts';
import type { WorkerLink } from './gate.ts';

type Metrics = MetricObjectWithValues<MetricValue<string>>[];

/** How long the front waits for one worker's metrics before leaving them out, ms. */
const WORKER_METRICS_TIMEOUT_MS = 5000;

/** Counts the front's refusals into the shed requests. */
export function countRefusal(reason: 'busy' | 'unavailable'): void {
  shedRequests.inc({ reason });
}

/**
 * Serves GET /metrics when it is asked for and the shop has a metrics key; says whether it
 * answered (otherwise the request goes on as any other).
 */
export function serveMetrics(
  key: string | null,
  answerHeaders: readonly (readonly [string, string])[],
  forwarding: () => number,
) {
  registry.removeSingleMetric('shop_front_requests_forwarding');
  new Gauge({
    name: 'shop_front_requests_forwarding',
    help: 'Requests the front forwarded whose answer has not fully arrived from a worker',
    registers: [registry],
    collect() {
      this.set(forwarding());
    },
  });
  return (
    clientRequest: IncomingMessage,
    clientResponse: ServerResponse,
    workers: readonly WorkerLink[],
  ): boolean => {
    if (!key || (clientRequest.url ?? '/').split('?')[0] !== '/metrics') return false;
    if (clientRequest.method !== 'GET' && clientRequest.method !== 'HEAD') return false;
    const headers: string[] = [];
    for (const [name, value] of answerHeaders) headers.push(name, value);
    headers.push('cache-control', 'no-store');
    if (!carriesMetricsKey(clientRequest.headers.authorization, key)) {
      const body = JSON.stringify({
        code: 401,
        result: englishErrorMessage('metrics.key_required'),
        meta: { key: 'metrics.key_required', params: {} },
      });
      clientResponse.writeHead(401, [
        ...headers,
        'content-type',
        'application/json; charset=utf-8',
      ]);
      clientResponse.end(body);
      return true;
    }
    collect(key, workers)
      .then((text) => {
        clientResponse.writeHead(200, [...headers, 'content-type', METRICS_CONTENT_TYPE]);
        clientResponse.end(clientRequest.method === 'HEAD' ? undefined : text);
      })
      .catch((error: unknown) => {
        clientResponse.writeHead(500, [...headers, 'content-type', 'text/plain; charset=utf-8']);
        clientResponse.end(`metrics failed: ${(error as Error).message}`);
      });
    return true;
  };
}

async function collect(key: string, workers: readonly WorkerLink[]): Promise<string> {
  const own = labelled(await registry.getMetricsAsJSON(), 'front');
  const theirs = await Promise.all(
    workers.map(async (worker, index) => {
      const metrics = await workerMetrics(worker, key).catch(() => null);
      return metrics ? labelled(metrics, `worker-${index + 1}`) : [];
    }),
  );
  return addedUp([own, ...theirs]);
}

/** Every value of `metrics` with the label `process`, so that processes stay apart. */
function labelled(metrics: Metrics, process: string): Metrics {
  return metrics.map((metric) => ({
    ...metric,
    // Kept apart by their labels, nothing is added up or averaged across processes.
    aggregator: 'sum',
    values: metric.values.map((value) => ({ ...value, labels: { ...value.labels, process } })),
  }));
}

function workerMetrics(worker: WorkerLink, key: string): Promise<Metrics> {
  return new Promise((resolve, reject) => {
    const asked = request(
      {
        socketPath: worker.socketPath,
        agent: worker.agent,
        path: '/metrics',
        headers: { authorization: `Bearer ${key}`, accept: 'application/json' },
        timeout: WORKER_METRICS_TIMEOUT_MS,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (answer.statusCode !== 200) {
            reject(new Error(`worker answered ${answer.statusCode}`));
            return;
          }
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')) as Metrics);
          } catch (error) {
            reject(error);
          }
        });
        answer.on('error', reject);
      },
    );
    asked.on('timeout', () => asked.destroy(new Error('worker metrics timed out')));
    asked.on('error', reject);
    asked.end();
  });
}
