/**
 * The shop as `npm start` runs it (decision 58): a front process takes the clients on PORT and
 * a worker process (server.ts) does the work on a private socket. The front lets a request in
 * while the worker has fewer than OVERLOAD_MAX_REQUESTS_IN_FLIGHT requests and its event loop
 * keeps up, and refuses it at once otherwise (front/gate.ts): it does nothing else, so a refusal
 * never waits behind the pages and queries the worker is busy with.
 *
 * The front starts the worker, answers 503 while it starts, starts it again if it stops
 * unexpectedly after it served (a worker that cannot start stops the front with its exit code),
 * and on SIGINT or SIGTERM stops taking connections and lets the worker finish its requests.
 */

import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { trustFunction } from './front/forwarding.ts';
import { createGate } from './front/gate.ts';
import { makeSocketFolder, removeStaleSocketFolders } from './front/socket-folder.ts';
import { startWorkerProcess } from './front/worker-process.ts';
import { headersOfPlainAnswers } from './lib/security-headers.ts';
import { decodePath, listBuildFiles } from './web/build-files.ts';

/** The checks pass under any load, as in the worker (lib/availability.ts). */
const CHECK_PATHS = ['/health', '/ready'];

async function main(): Promise<void> {
  process.env.NODE_ENV ??= 'production';
  const config = loadConfig();
  const log = (message: string) => console.log(`[shop] ${message}`);
  const passing = new Set([...CHECK_PATHS, ...(await buildFilePaths())]);
  const trusted = trustFunction(config.trustProxy);
  const gate = createGate({
    maxInFlight: config.overload.maxRequestsInFlight,
    passes: (path) => passing.has(decodePath(path) ?? ''),
    clientTrusted: (address) => address !== undefined && trusted(address, 0),
    answerHeaders: headersOfPlainAnswers({ publicUrl: config.mail.shopPublicUrl }),
  });
  await listen(gate.server, config.port, config.host);

  // The worker's socket lies in a folder only this user may enter; those of fronts that were
  // killed outright go first.
  removeStaleSocketFolders(tmpdir());
  const folder = makeSocketFolder(tmpdir());
  let worker: ChildProcess | null = null;
  let starts = 0;
  let stopping = false;
  const finish = (code: number) => {
    gate.server.close();
    rmSync(folder, { recursive: true, force: true });
    process.exit(code);
  };
  const start = () => {
    starts += 1;
    worker = startWorkerProcess({
      entry: resolve(import.meta.dirname, 'server.ts'),
      socketPath: join(folder, `worker-${starts}.sock`),
      env: process.env,
      onListening(link) {
        gate.setWorker(link);
        log(starts === 1 ? `Shop at http://localhost:${config.port}` : 'The worker serves again');
      },
      onExit({ code, signal, listened }) {
        gate.setWorker(null);
        worker = null;
        if (stopping || !listened) {
          finish(code ?? (signal ? 1 : 0));
          return;
        }
        log(`The worker stopped (${signal ?? `exit code ${code}`}): starting it again`);
        start();
      },
    });
  };
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // No new connections; the requests under way finish in the worker, which then exits.
    gate.server.close();
    gate.server.closeIdleConnections();
    if (worker) worker.kill('SIGTERM');
    else finish(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  start();
}

/** The storefront build's client files, when it is built. */
async function buildFilePaths(): Promise<string[]> {
  try {
    const files = await listBuildFiles(resolve(import.meta.dirname, '../../web/build/client'));
    return files.map((file) => file.urlPath);
  } catch {
    return [];
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
}

main().catch((error: unknown) => {
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error(
      `Port ${process.env.PORT ?? 3000} is in use (another shop running?): stop it or set PORT`,
    );
  } else {
    console.error(error instanceof ConfigError ? error.message : error);
  }
  process.exit(1);
});
