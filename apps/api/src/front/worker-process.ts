/**
 * The front's worker: the shop's server (server.ts) in a child process that listens on a
 * private socket and talks to the front over the process channel (decision 58).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { Agent } from 'node:http';
import type { WorkerLink } from './gate.ts';

/**
 * What a worker tells the front: it listens, its event loop fell behind or caught up, or pages
 * of the output cache are stale (tags, or 'all').
 */
export type WorkerMessage =
  | { type: 'listening' }
  | { type: 'loop'; behind: boolean }
  | { type: 'page-cache-drop'; tags: readonly string[] | 'all' };

export interface WorkerProcessOptions {
  /** The worker's program (apps/api/dist/server.mjs, or apps/api/src/server.ts). */
  entry: string;
  /** Node's options for it (`--import tsx` for the TypeScript program). */
  execArgv: string[];
  /** Where the worker listens: a socket in a folder only this user may enter. */
  socketPath: string;
  env: NodeJS.ProcessEnv;
  /** The worker listens: requests may go to it through `link`. */
  onListening(link: WorkerLink): void;
  /** The worker announces stale pages of the output cache. */
  onPageCacheDrop?(tags: readonly string[] | 'all'): void;
  /** The worker ended (`listened`: whether it had started to listen). */
  onExit(outcome: { code: number | null; signal: NodeJS.Signals | null; listened: boolean }): void;
}

/** Starts a worker; its link's `behind` follows what the worker reports. */
export function startWorkerProcess(options: WorkerProcessOptions): ChildProcess {
  const child = fork(options.entry, [], {
    execArgv: options.execArgv,
    env: { ...options.env, SHOP_WORKER_SOCKET: options.socketPath },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let link: WorkerLink | null = null;
  child.on('message', (message: WorkerMessage) => {
    if (message.type === 'listening' && !link) {
      link = {
        socketPath: options.socketPath,
        agent: new Agent({ keepAlive: true }),
        inFlight: 0,
        behind: false,
      };
      options.onListening(link);
    } else if (message.type === 'loop' && link) {
      link.behind = message.behind;
    } else if (message.type === 'page-cache-drop') {
      options.onPageCacheDrop?.(message.tags);
    }
  });
  child.once('exit', (code, signal) => {
    link?.agent.destroy();
    options.onExit({ code, signal, listened: link !== null });
  });
  return child;
}
