/**
 * A Vitest reporter beside the others in CI: the errors Vitest caught outside any test (an
 * unhandled rejection, an error thrown after a test ended) fail the run although no test failed.
 * They are written to the file UNHANDLED_ERRORS_FILE names, so the CI's closing lines can name them.
 */
import { writeFileSync } from 'node:fs';
import type { Reporter } from 'vitest/node';

export default class UnhandledErrorsReporter implements Reporter {
  onTestRunEnd(
    _modules: unknown,
    unhandledErrors: ReadonlyArray<{ name?: string; message?: string; stack?: string }>,
  ): void {
    const file = process.env.UNHANDLED_ERRORS_FILE;
    if (!file) return;
    writeFileSync(
      file,
      JSON.stringify(
        unhandledErrors.map((error) => ({
          name: error.name ?? 'Error',
          message: error.message ?? '',
          stack: (error.stack ?? '').split('\n').slice(0, 8).join('\n'),
        })),
      ),
    );
  }
}
