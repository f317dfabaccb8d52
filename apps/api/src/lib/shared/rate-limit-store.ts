/**
 * The store of @fastify/rate-limit (the per-address limits of routes) in the shared state of
 * several processes (decision 80): one window per route and client address for all of them.
 * While Redis cannot be reached the route counts in this process's memory, as a single process
 * always did: a limit never refuses everybody because Redis is down.
 */
import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import { ProcessSharedState } from './process-state.ts';
import { type SharedState, SharedStateUnavailableError } from './shared-state.ts';

type Store = FastifyRateLimitStore;
type Answer = Parameters<Store['incr']>[1];

/** What the plugin passes to `child` at run time: the route's settings and the route. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/** The store class the plugin makes its store from (it passes only its own settings). */
export function sharedRateLimitStore(
  state: SharedState,
  onUnavailable: (error: Error) => void,
): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements Store {
    /** The windows of this process, counted while the shared state cannot be reached. */
    readonly #local = new ProcessSharedState();

    constructor(
      _options: FastifyRateLimitOptions,
      private readonly route = '',
    ) {}

    incr(key: string, answer: Answer, timeWindow: number): void {
      const name = `route:${this.route}${key}`;
      state
        .count(name, timeWindow)
        .catch((error: unknown) => {
          if (!(error instanceof SharedStateUnavailableError)) throw error;
          onUnavailable(error);
          return this.#local.count(name, timeWindow);
        })
        .then(
          ({ count, resetInMs }) => answer(null, { current: count, ttl: resetInMs }),
          (error: unknown) => answer(error instanceof Error ? error : new Error(String(error))),
        );
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      const { routeInfo } = routeOptions as unknown as RouteParams;
      const method = [routeInfo?.method ?? ''].flat().join(',');
      return new SharedRateLimitStore({}, `${method}${routeInfo?.url ?? ''}|`);
    }
  }
  return SharedRateLimitStore;
}
