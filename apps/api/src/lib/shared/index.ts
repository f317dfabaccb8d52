/**
 * The state the shop's processes share (decision 80): `openSharedState` gives this process's own
 * memory without REDIS_URL, Redis with it.
 */
import { ProcessSharedState } from './process-state.ts';
import { RedisSharedState, type RedisSharedStateOptions } from './redis-state.ts';
import type { SharedState } from './shared-state.ts';

export { ProcessSharedState } from './process-state.ts';
export {
  type InvalidationTag,
  type SharedState,
  SharedStateUnavailableError,
  touches,
  type WindowCount,
} from './shared-state.ts';

export async function openSharedState(options: {
  redisUrl: string | undefined;
  prefix: string;
  commandTimeoutMs: number;
  log: RedisSharedStateOptions['log'];
}): Promise<SharedState> {
  if (!options.redisUrl) return new ProcessSharedState();
  return RedisSharedState.open({
    url: options.redisUrl,
    prefix: options.prefix,
    commandTimeoutMs: options.commandTimeoutMs,
    log: options.log,
  });
}
