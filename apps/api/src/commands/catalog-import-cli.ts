/**
 * Imports a CSV file or a file of the JSON seed format into the configured database
 * (DATABASE_URL, else the embedded one in DATA_DIR), printing its progress:
 *   npm run catalog:import -- products.csv [--format csv|json]
 * The file is checked whole first; a file with any rejected row changes nothing and the
 * problems are printed by line and field. The change is audited as made by the command.
 */
import { DataDirInUseError } from '@shop/db';
import { runImportCommand } from './catalog-import.ts';

runImportCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
