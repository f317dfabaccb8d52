/** The operator command's work (see cli.ts), callable from tests. */ import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { OperatorCreateBody } from '@shop/contracts';
import { openDatabase, type ShopDatabase } from '@shop/db';
import { loadConfig } from '../../config.ts';
import { DomainError } from '../../lib/errors.ts';
import type { OperatorActor } from '../../lib/operator-actor.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import { PasswordHasher } from '../auth/passwords.ts';
import { OperatorRepository } from './repository.ts';
import { OperatorService } from './service.ts';

const USAGE = `Usage: npm run operator -- create --email <e-mail> --name <name> --role <role> [--role <role>]
       npm run operator -- list
       npm run operator -- disable --email <e-mail>
       npm run operator -- reset-totp --email <e-mail>
Roles: owner, catalogue, orders_returns, customer_service, content_reviews.
The password of create comes from OPERATOR_PASSWORD, else it is asked for.`;

/** Runs one command; what it prints goes to `out` and `err`. Exit code 0, 1 (refused) or 2 (usage). */
export async function runOperatorCommand(
  args: readonly string[],
  io: {
    env: NodeJS.ProcessEnv;
    out: (line: string) => void;
    err: (line: string) => void;
    askPassword: () => Promise<string>;
    now?: () => Date;
    /** An open database (tests); else the one of the configuration. */
    shop?: ShopDatabase;
  },
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: [...args],
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', multiple: true },
    },
  });
  const [command] = positionals;
  if (!command || positionals.length > 1) {
    io.err(USAGE);
    return 2;
  }
  if (command !== 'list' && !values.email) {
    io.err(`--email is required\n${USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env);
  const shop =
    io.shop ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: resolve(config.dataDir, 'pglite'),
    }));
  const hasher = new PasswordHasher({ workers: 1, maxQueued: 4 });
  const service = new OperatorService({
    shop,
    repository: new OperatorRepository(shop),
    passwords: hasher,
    now: io.now ?? (() => new Date()),
    session: config.operators.session,
    limits: { perAccount: noLimit, perIp: noLimit },
    secretKey: config.operators.secretKey,
    settingKeys: [],
    issuer: config.company.name,
  });
  const actor: OperatorActor = { kind: 'command', name: commandUser() };
  try {
    await service.prepare();
    switch (command) {
      case 'create': {
        const password = io.env.OPERATOR_PASSWORD || (await io.askPassword());
        const input = OperatorCreateBody.safeParse({
          email: values.email,
          name: values.name,
          password,
          roles: values.role ?? [],
        });
        if (!input.success) {
          const problem = input.error.issues[0];
          io.err(`${problem?.path.join('.') || 'input'}: ${problem?.message ?? 'invalid'}`);
          return 1;
        }
        const { operator, totp } = await service.create(actor, input.data);
        io.out(`Operator ${operator.id} ${operator.email} (${operator.roles.join(', ')}) created.`);
        printTotp(io.out, totp);
        return 0;
      }
      case 'list': {
        for (const operator of await service.list()) {
          io.out(
            `${operator.id}\t${operator.email}\t${operator.name}\t${operator.roles.join(',')}\t${operator.enabled ? 'enabled' : 'disabled'}`,
          );
        }
        return 0;
      }
      case 'disable':
      case 'reset-totp': {
        const operator = await service.byEmail(values.email ?? '');
        if (!operator) {
          io.err(`No operator has the e-mail address ${values.email}`);
          return 1;
        }
        if (command === 'disable') {
          await service.update(actor, operator.id, { enabled: false });
          io.out(`Operator ${operator.email} disabled; their sessions ended.`);
          return 0;
        }
        const { totp } = await service.resetTotp(actor, operator.id);
        io.out(`Operator ${operator.email} has a new second factor; their sessions ended.`);
        printTotp(io.out, totp);
        return 0;
      }
      default:
        io.err(USAGE);
        return 2;
    }
  } catch (error) {
    if (error instanceof DomainError) {
      io.err(error.field ? `${error.field}: ${error.message}` : error.message);
      return 1;
    }
    throw error;
  } finally {
    await hasher.close();
    if (!io.shop) await shop.close();
  }
}

/** The command counts no attempts: it is run by whoever runs the shop. */
const noLimit = { check() {}, hit() {} } as unknown as KeyedRateLimiter;

function printTotp(out: (line: string) => void, totp: { secret: string; uri: string }): void {
  out('Add this second factor to an authenticator app now; it is not shown again:');
  out(`  secret: ${totp.secret}`);
  out(`  uri:    ${totp.uri}`);
}

function commandUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
