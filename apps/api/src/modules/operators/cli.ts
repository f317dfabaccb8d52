/**
 * The operator accounts on the configured database (DATABASE_URL, else the embedded one in
 * DATA_DIR), for the first owner and for when no owner can log in:
 *   npm run operator -- create --email <e-mail> --name <name> --role owner [--role …]
 *                               (password from OPERATOR_PASSWORD, else asked for)
 *   npm run operator -- list
 *   npm run operator -- disable --email <e-mail>
 *   npm run operator -- reset-totp --email <e-mail>
 * create and reset-totp print the TOTP secret and its otpauth URI once. Every change is written
 * to the audit log as made by the command.
 */
import { createInterface } from 'node:readline/promises';
import { DataDirInUseError } from '@shop/db';
import { runOperatorCommand } from './command.ts';

async function askPassword(): Promise<string> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  // Typed characters are not echoed.
  const write = (prompt as unknown as { _writeToOutput?: (text: string) => void })._writeToOutput;
  (prompt as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
    if (text.includes('Password')) write?.call(prompt, text);
  };
  try {
    return await prompt.question('Password (at least 12 characters): ');
  } finally {
    prompt.close();
    process.stderr.write('\n');
  }
}

runOperatorCommand(process.argv.slice(2), {
  env: process.env,
  out: (line) => console.log(line),
  err: (line) => console.error(line),
  askPassword,
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof DataDirInUseError ? error.message : error);
    process.exit(1);
  },
);
