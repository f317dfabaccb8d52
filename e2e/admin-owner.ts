/**
 * Run before the journeys' shop starts (playwright.config.ts): makes the back office's first
 * owner with the operator command, as the README tells a shop's owner to, on the journeys' data
 * folder (the command needs the embedded database while no shop holds it). On a data folder kept
 * from an earlier run the owner exists: its second factor is made anew instead. The e-mail
 * address, password and TOTP secret go to a file in the data folder for e2e/admin.spec.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runOperatorCommand } from '../apps/api/src/modules/operators/command.ts';
import { ADMIN_OWNER, adminOwnerFile, ownerSessionFile } from './admin-login.ts';

async function run(args: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCommand(args, {
    env: { ...process.env, OPERATOR_PASSWORD: ADMIN_OWNER.password },
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    askPassword: async () => ADMIN_OWNER.password,
  });
  return { code, out, err };
}

const dataDir = process.env.DATA_DIR ?? 'var/e2e';
mkdirSync(dataDir, { recursive: true });
let made = await run([
  'create',
  '--email',
  ADMIN_OWNER.email,
  '--name',
  ADMIN_OWNER.name,
  '--role',
  'owner',
]);
if (made.code !== 0) made = await run(['reset-totp', '--email', ADMIN_OWNER.email]);
const secret = made.out
  .find((line) => line.trim().startsWith('secret:'))
  ?.trim()
  .slice('secret:'.length)
  .trim();
if (made.code !== 0 || !secret) {
  console.error(`The journeys' owner could not be made:\n${[...made.out, ...made.err].join('\n')}`);
  process.exit(1);
}
writeFileSync(adminOwnerFile(dataDir), JSON.stringify({ ...ADMIN_OWNER, secret }));
// A new second factor ends the owner's sessions: the session an earlier run kept for
// openAsOwner (admin-session.ts) would open the dashboard and then be sent to the login.
rmSync(ownerSessionFile(dataDir), { force: true });
console.log(`The journeys' owner ${ADMIN_OWNER.email} is ready (${join(dataDir)})`);
