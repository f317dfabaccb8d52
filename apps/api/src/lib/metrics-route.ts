/**
 * `GET /metrics` of a shop process and the counting of its requests (decision 81). The route
 * answers only with the metrics key (`Authorization: Bearer <METRICS_KEY>`), else 401 naming
 * the header; without METRICS_KEY there is no route. Prometheus' text by default; JSON (the
 * registry as prom-client gives it) for `Accept: application/json`, which is how the front
 * process collects its workers' metrics to add them up.
 */
import type { FastifyInstance } from 'fastify';
import { keyedReply } from './keyed-reply.ts';
import {
  carriesMetricsKey,
  httpRequestDuration,
  httpRequests,
  METRICS_CONTENT_TYPE,
  registry,
  type ShopGaugeSources,
  watchShop,
} from './metrics.ts';

/** Counts every answered request; serves /metrics when the shop has a metrics key. */
export function registerMetrics(
  app: FastifyInstance,
  key: string | null,
  sources: ShopGaugeSources,
): void {
  watchShop(sources);
  app.addHook('onResponse', (request, reply, done) => {
    // The route's pattern, not the URL: a series per product would never end.
    const route = request.routeOptions.url ?? 'unmatched';
    httpRequests.inc({ method: request.method, route, status: String(reply.statusCode) });
    httpRequestDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    done();
  });
  if (!key) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!carriesMetricsKey(request.headers.authorization, key)) {
      return keyedReply(reply, 401, 'metrics.key_required');
    }
    reply.header('cache-control', 'no-store');
    if (request.headers.accept === 'application/json') {
      return reply.send(await registry.getMetricsAsJSON());
    }
    return reply.type(METRICS_CONTENT_TYPE).send(await registry.metrics());
  });
}
