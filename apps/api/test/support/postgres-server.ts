/**
 * A PostgreSQL server of a test's own: a fresh cluster in a temporary folder on a free port, that
 * the test may stop (also abruptly, like a crash) and start again, which it must never do to a
 * server others use. Needs the server's programs (Debian's postgresql package: initdb, pg_ctl);
 * as root they run as the postgres user, since PostgreSQL refuses to run as root.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface PostgresServer {
  /** postgres:// URL of the database `shop` on this server. */
  url: string;
  port: number;
  /** Stops the server: 'fast' ends connections cleanly, 'immediate' is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** Starts it again on the same port and folder. */
  start(): Promise<void>;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

/** The folder of PostgreSQL's server programs, or null when they are not installed. */
export function postgresBinDir(): string | null {
  const candidates = [process.env.PG_BIN_DIR];
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) {
      candidates.push(join(root, version, 'bin'));
    }
  }
  return candidates.find((dir): dir is string => !!dir && existsSync(join(dir, 'pg_ctl'))) ?? null;
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL server programs (initdb, pg_ctl) are not installed');
  const folder = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  const dataDir = join(folder, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pgRun = (program: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, program), ...args])
      : run(join(bin, program), args);
  await pgRun('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    "-c listen_addresses='127.0.0.1'",
    // A crash (immediate stop) keeps what was committed: the kernel still has the writes.
    '-c fsync=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = async () => {
    await pgRun('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(folder, 'log'), '-w', 'start']);
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast') => {
    await pgRun('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  };
  await start();
  await pgRun('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'shop']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/shop`,
    port,
    stop,
    start,
    async destroy() {
      await stop('immediate').catch(() => {});
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
