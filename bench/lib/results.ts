/**
 * What every benchmark writes: a JSON file with the date, the machine it ran on and its own
 * settings and figures, so results of different days and machines can be told apart.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { dirname, resolve } from 'node:path';

/** The machine a benchmark ran on (plus any versions the benchmark adds). */
function machineInfo(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    ...extra,
  };
}

/**
 * The machine's load average over the last minute, to two decimals: a figure taken while other
 * work loaded the machine can be told apart from one taken on a quiet one.
 */
export function loadAverageNow(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}

/** Writes `{date, machine, ...figures}` as indented JSON to `out`, making its folder. */
export function writeResults(
  out: string,
  figures: Record<string, unknown>,
  machineExtra: Record<string, unknown> = {},
): void {
  const file = resolve(out);
  mkdirSync(dirname(file), { recursive: true });
  const body = { date: new Date().toISOString(), machine: machineInfo(machineExtra), ...figures };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
