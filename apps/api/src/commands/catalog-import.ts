/**
 * The catalogue import command's work (see catalog-import-cli.ts), callable from tests and the
 * bench. Like src/services.ts it composes modules (the import and the operators' audit log) for
 * a process of its own, which is why it lives outside the modules.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { basename, extname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { CatalogImportJob } from '@shop/contracts';
import { openDatabase, reindexCatalog, type ShopDatabase } from '@shop/db';
import { loadConfig } from '../config.ts';
import { DomainError } from '../lib/errors.ts';
import type { OperatorActor } from '../lib/operator-actor.ts';
import type { KeyedRateLimiter } from '../lib/rate-limiter.ts';
import { PasswordHasher } from '../modules/auth/passwords.ts';
import { MediaStore } from '../modules/catalog-import/media.ts';
import { CatalogImportRepository } from '../modules/catalog-import/repository.ts';
import { CatalogImportService } from '../modules/catalog-import/service.ts';
import { OperatorRepository } from '../modules/operators/repository.ts';
import { OperatorService } from '../modules/operators/service.ts';

const USAGE = `Usage: npm run catalog:import -- <file.csv|file.json> [--format csv|json]
Imports products into the configured database (DATABASE_URL, else the one in DATA_DIR);
see docs/catalog-import.md for the columns. A file with any rejected row changes nothing.`;

/** Rows between two progress lines while a pass reads the file. */
const PROGRESS_EVERY = 10_000;

/** Runs the import of one file; exit code 0 (done or nothing to change), 1 (rejected, failed), 2 (usage). */
export async function runImportCommand(
  args: readonly string[],
  io: {
    env: NodeJS.ProcessEnv;
    out: (line: string) => void;
    err: (line: string) => void;
    now?: () => Date;
    /** An open database (tests, the bench); else the one of the configuration. */
    shop?: ShopDatabase;
  },
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: { format: { type: 'string' } },
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  const format = values.format ?? (extname(file).toLowerCase() === '.json' ? 'json' : 'csv');
  if (format !== 'csv' && format !== 'json') {
    io.err(`--format must be csv or json\n${USAGE}`);
    return 2;
  }
  const path = resolve(file);
  if (!(await stat(path).catch(() => null))?.isFile()) {
    io.err(`There is no file ${path}`);
    return 1;
  }
  const config = loadConfig(io.env);
  const now = io.now ?? (() => new Date());
  const shop =
    io.shop ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: resolve(config.dataDir, 'pglite'),
    }));
  const hasher = new PasswordHasher({ workers: 1, maxQueued: 1 });
  const operators = new OperatorService({
    shop,
    repository: new OperatorRepository(shop),
    passwords: hasher,
    now,
    session: config.operators.session,
    limits: { perAccount: noLimit, perIp: noLimit },
    secretKey: config.operators.secretKey,
    settingKeys: [],
    issuer: config.company.name,
  });
  const service = new CatalogImportService({
    repository: new CatalogImportRepository(shop),
    media: new MediaStore(config.mediaDir),
    importDir: join(config.dataDir, 'imports'),
    // The running shop reads the rebuilt documents at once; its facet counts within a minute.
    refreshProducts: async (productIds) => {
      await reindexCatalog(shop, { productIds, now: now() });
    },
    now,
  });
  const actor: OperatorActor = { kind: 'command', name: commandUser() };
  try {
    const received = await service.receive(createReadStream(path), {
      actor: `command:${actor.name}`,
      fileName: basename(path),
      format,
    });
    io.out(`Import ${received.id}: ${received.file_name}, ${received.file_bytes} bytes`);
    const job = await service.run(
      received.id,
      operators.recorderFor(actor),
      progressPrinter(io.out),
    );
    if (job.state === 'rejected') {
      const { items, total } = await service.rejects(job.id, { page: 1, size: 20 });
      io.err(`Rejected: ${total} rows have problems; nothing was changed.`);
      for (const item of items) {
        for (const problem of item.problems) {
          io.err(
            `  line ${item.line}${item.sku ? ` (${item.sku})` : ''}, ${problem.field}: ${problem.message}`,
          );
        }
      }
      if (total > items.length) io.err(`  … and ${total - items.length} more rows`);
      return 1;
    }
    if (job.state !== 'done') {
      io.err(`Failed: ${job.failure ?? 'the import did not finish'}`);
      return 1;
    }
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    await hasher.close();
    if (!io.shop) await shop.close();
  }
}

/** A line at every change of state, and every PROGRESS_EVERY rows within a pass. */
function progressPrinter(out: (line: string) => void): (job: CatalogImportJob) => void {
  let state = '';
  let mark = 0;
  return (job) => {
    const rows =
      job.state === 'validating'
        ? job.rows_read
        : job.state === 'applying'
          ? job.rows_applied
          : job.indexed;
    const step = Math.floor(rows / PROGRESS_EVERY);
    const changed = job.state !== state;
    if (!changed && step === mark) return;
    state = job.state;
    mark = step;
    const written = `${job.created} new, ${job.updated} changed, ${job.unchanged} unchanged`;
    switch (job.state) {
      case 'validating':
        out(
          changed
            ? 'checking the file'
            : `checking: ${job.rows_read} rows read, ${job.rows_rejected} rejected`,
        );
        break;
      case 'applying':
        out(
          changed
            ? `checked: ${job.rows_read} rows, ${job.rows_rejected} rejected; writing`
            : `writing: ${job.rows_applied} rows, ${written}`,
        );
        break;
      case 'indexing':
        out(changed ? `written: ${written}; indexing` : `indexing: ${job.indexed} products`);
        break;
      case 'done':
        out(
          `done: ${job.rows_read} rows, ${written}, ${job.indexed} indexed, ${job.images_stored} images stored`,
        );
        break;
      default:
        out(`${job.state}: ${job.rows_read} rows read, ${job.rows_rejected} rejected`);
    }
  };
}

/** The command counts no attempts: it is run by whoever runs the shop. */
const noLimit = { check() {}, hit() {} } as unknown as KeyedRateLimiter;

function commandUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
