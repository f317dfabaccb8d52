/**
 * The retailer's operators (decision 69): login with a password and then a TOTP code, sessions
 * that end after a fixed time or when idle, the operator keys of systems (store tills, review
 * moderation) each with one role, role checks that name the missing role, operator management by
 * owners, and the audit log every change writes to.
 */
import type { AuditEntry, Operator, OperatorKey, OperatorRole } from '@shop/contracts';
import {
  fromBase32,
  leavesNoOwner,
  matchTotpStep,
  missingOperatorRole,
  normalizeEmail,
  normalizeOperatorRoles,
  toBase32,
  totpProvisioningUri,
  validatePassword,
} from '@shop/core';
import { type Executor, keepShopMeta, type ShopDatabase } from '@shop/db';
import type { AuditChange, RecordChange } from '../../lib/audit.ts';
import { DomainError, domainError, invalidField, notFound } from '../../lib/errors.ts';
import type { CallAccess, OperatorActor } from '../../lib/operator-actor.ts';
import type { KeyedRateLimiter } from '../../lib/rate-limiter.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import type { PasswordHasher } from '../auth/passwords.ts';
import type { AuditFilter, OperatorKeyRow, OperatorRepository, OperatorRow } from './repository.ts';
import {
  newTotpSecret,
  openTotpSecret,
  sealTotpSecret,
  secretKeyOf,
  totpCodeAt,
} from './totp-secrets.ts';

/** A configured operator key setting: its label (the variable's name), value and role. */
interface SettingKey {
  label: string;
  key: string | undefined;
  role: OperatorRole;
}

export interface OperatorServiceDeps {
  shop: ShopDatabase;
  repository: OperatorRepository;
  passwords: PasswordHasher;
  now: () => Date;
  session: { ttlSeconds: number; idleSeconds: number };
  /** Wrong passwords or codes per account (e-mail address) and per client address. */
  limits: { perAccount: KeyedRateLimiter; perIp: KeyedRateLimiter };
  /** OPERATOR_SECRET_KEY; unset: a key kept in shop_meta. */
  secretKey: string | undefined;
  settingKeys: readonly SettingKey[];
  /** The issuer authenticator apps show. */
  issuer: string;
}

/** The second step of a login must follow the first within this time. */
const CHALLENGE_SECONDS = 300;
const SECRET_META_KEY = 'operator_secret_key';

export class OperatorService {
  #secretKey: Buffer | null = null;

  constructor(private readonly deps: OperatorServiceDeps) {}

  /**
   * Reads the key of the TOTP secrets, and stores the configured operator keys as keys of the
   * model: a set variable's key (with its role) replaces the stored one of its label, an unset
   * one disables it. Run at start (and by the command) before any call.
   */
  async prepare(): Promise<void> {
    await this.secretKey();
    const { repository } = this.deps;
    for (const setting of this.deps.settingKeys) {
      if (setting.key) {
        await repository.upsertKey({
          label: setting.label,
          keyHash: sha256(setting.key),
          role: setting.role,
          source: 'setting',
        });
      } else {
        await repository.disableKey(setting.label);
      }
    }
  }

  // ------------------------------------------------------------------ login and sessions

  /** The password step: a challenge for the code step, or 401 (the same for any wrong input). */
  async login(
    input: { email: string; password: string },
    clientIp: string,
  ): Promise<{ challenge: string; expires_at: string }> {
    const email = normalizeEmail(input.email);
    const { perAccount, perIp } = this.deps.limits;
    await perIp.check(clientIp);
    await perAccount.check(email);
    const operator = await this.deps.repository.byEmail(email);
    const matches = operator
      ? await this.deps.passwords.verify(input.password, operator.passwordHash)
      : await this.deps.passwords.verifyAgainstDummy(input.password);
    if (!operator || !matches || !operator.enabled) {
      await perIp.hit(clientIp);
      await perAccount.hit(email);
      throw domainError('unauthorized', 'operator.login_failed');
    }
    const now = this.deps.now();
    const expiresAt = new Date(now.getTime() + CHALLENGE_SECONDS * 1000);
    const challenge = randomToken();
    await this.deps.repository.insertSession({
      operatorId: operator.id,
      tokenHash: sha256(challenge),
      stage: 'second_factor',
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
    });
    return { challenge, expires_at: expiresAt.toISOString() };
  }

  /**
   * The code step: a session for a challenge and a code of the operator's authenticator that
   * was not used before; the challenge is spent either way once the code is right.
   */
  async verifyCode(
    input: { challenge: string; code: string },
    clientIp: string,
  ): Promise<{
    token: string;
    expires_at: string;
    idle_timeout_seconds: number;
    operator: Operator;
  }> {
    const { repository, limits } = this.deps;
    await limits.perIp.check(clientIp);
    const now = this.deps.now();
    const challenge = await repository.sessionByHash(sha256(input.challenge));
    if (challenge?.stage !== 'second_factor' || challenge.expiresAt <= now) {
      throw domainError('unauthorized', 'operator.challenge_expired');
    }
    const operator = await repository.byId(challenge.operatorId);
    if (!operator?.enabled) throw domainError('unauthorized', 'operator.challenge_expired');
    await limits.perAccount.check(operator.email);
    const secret = openTotpSecret(await this.secretKey(), operator.totpSecret);
    const step = matchTotpStep(input.code, now, operator.totpLastStep, (at) =>
      totpCodeAt(secret, at),
    );
    if (step === null || !(await repository.takeTotpStep(operator.id, step))) {
      await limits.perIp.hit(clientIp);
      await limits.perAccount.hit(operator.email);
      throw domainError('unauthorized', 'operator.code_wrong');
    }
    const token = randomToken();
    const expiresAt = new Date(now.getTime() + this.deps.session.ttlSeconds * 1000);
    await repository.transaction(async (tx) => {
      if (!(await repository.deleteSession(challenge.id, tx))) {
        throw domainError('unauthorized', 'operator.challenge_expired');
      }
      await repository.insertSession(
        {
          operatorId: operator.id,
          tokenHash: sha256(token),
          stage: 'signed_in',
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
        },
        tx,
      );
    });
    return {
      token,
      expires_at: expiresAt.toISOString(),
      idle_timeout_seconds: this.deps.session.idleSeconds,
      operator: operatorView(operator),
    };
  }

  /**
   * The operator of a session token, its idle time restarted; 401 when there is none, or it
   * ended (past its end, idle too long, its operator disabled).
   */
  async sessionActor(token: string): Promise<OperatorActor & { kind: 'operator' }> {
    const { repository } = this.deps;
    const session = await repository.sessionByHash(sha256(token));
    if (session?.stage !== 'signed_in') {
      throw domainError('unauthorized', 'operator.session_required');
    }
    const now = this.deps.now();
    const idleUntil = session.lastSeenAt.getTime() + this.deps.session.idleSeconds * 1000;
    const operator = await repository.byId(session.operatorId);
    if (session.expiresAt <= now || idleUntil <= now.getTime() || !operator?.enabled) {
      await repository.deleteSession(session.id);
      throw domainError('unauthorized', 'operator.session_expired');
    }
    await repository.touchSession(session.id, now);
    return {
      kind: 'operator',
      operatorId: operator.id,
      email: operator.email,
      roles: operator.roles,
      sessionId: session.id,
    };
  }

  async logout(actor: OperatorActor): Promise<void> {
    if (actor.kind === 'operator') await this.deps.repository.deleteSession(actor.sessionId);
  }

  async me(actor: OperatorActor): Promise<Operator> {
    if (actor.kind !== 'operator') throw domainError('unauthorized', 'operator.session_required');
    const row = await this.deps.repository.byId(actor.operatorId);
    if (!row) throw domainError('unauthorized', 'operator.session_expired');
    return operatorView(row);
  }

  /** Deletes sessions and challenges that ended (housekeeping). */
  purgeSessions(): Promise<number> {
    const now = this.deps.now();
    return this.deps.repository.purgeSessions(
      now,
      new Date(now.getTime() - this.deps.session.idleSeconds * 1000),
    );
  }

  // ------------------------------------------------------------------ access

  /**
   * The caller of an operator-key call: an operator session (`Authorization: Bearer`) or an
   * operator key (x-operator-key), holding the call's role; 401 without either, 403 naming the
   * role a valid caller lacks.
   */
  async authorizeCall(
    headers: {
      authorization?: string | undefined;
      'x-operator-key'?: string | string[] | undefined;
    },
    access: CallAccess,
  ): Promise<OperatorActor> {
    const bearer = bearerOf(headers.authorization);
    if (bearer !== null) return requireRole(await this.sessionActor(bearer), access.role);
    const sent = headers['x-operator-key'];
    const found =
      typeof sent === 'string' && sent !== ''
        ? await this.deps.repository.keysByHash(sha256(sent))
        : [];
    if (found.length === 0) {
      const any = await this.deps.repository.anyKeyFor([access.role, 'owner'], access.setting);
      throw new DomainError('unauthorized', any ? access.required : access.off);
    }
    const keys = found.filter((key) => key.source === 'made' || key.label === access.setting);
    const roles = keys.map((key) => key.role);
    const missing = missingOperatorRole(roles, access.role);
    if (missing) throw domainError('forbidden', 'operator.role_required', { role: missing });
    const key =
      keys.find((row) => row.role === access.role) ?? keys.find((row) => row.role === 'owner');
    if (!key) throw domainError('forbidden', 'operator.role_required', { role: access.role });
    return { kind: 'key', keyId: key.id, label: key.label, roles };
  }

  /** The operator of an operator API call (sessions only), holding `role` when one is named. */
  async authorizeSession(
    authorization: string | undefined,
    role: OperatorRole | null,
  ): Promise<OperatorActor> {
    const bearer = bearerOf(authorization);
    if (bearer === null) throw domainError('unauthorized', 'operator.session_required');
    const actor = await this.sessionActor(bearer);
    return role ? requireRole(actor, role) : actor;
  }

  // ------------------------------------------------------------------ operators

  async list(): Promise<Operator[]> {
    return (await this.deps.repository.list()).map(operatorView);
  }

  /** A new operator with a new TOTP secret, which is shown this once. */
  async create(
    actor: OperatorActor,
    input: { email: string; name: string; password: string; roles: readonly string[] },
  ): Promise<{ operator: Operator; totp: { secret: string; uri: string } }> {
    const email = normalizeEmail(input.email);
    checkPassword(input.password);
    const passwordHash = await this.deps.passwords.hash(input.password);
    const secret = newTotpSecret();
    const now = this.deps.now();
    const operator = await this.deps.repository.transaction(async (tx) => {
      const row = await this.deps.repository.insert(
        {
          email,
          name: input.name.trim(),
          passwordHash,
          totpSecret: sealTotpSecret(await this.secretKey(), secret),
          roles: normalizeOperatorRoles(input.roles),
        },
        now,
        tx,
      );
      if (!row) throw new DomainError('conflict', 'operator.email_taken', {}, { field: 'email' });
      const view = operatorView(row);
      await this.record(actor, changeOf('operator.create', row.id, null, view), tx);
      return view;
    });
    return { operator, totp: this.provisioning(email, secret) };
  }

  /**
   * Changes an operator's name, roles, enabled flag or password; a disabled operator or a new
   * password ends their sessions. The shop keeps at least one enabled owner.
   */
  async update(
    actor: OperatorActor,
    operatorId: number,
    change: {
      name?: string | undefined;
      roles?: readonly string[] | undefined;
      enabled?: boolean | undefined;
      password?: string | undefined;
    },
  ): Promise<Operator> {
    if (change.password !== undefined) checkPassword(change.password);
    const passwordHash =
      change.password === undefined ? undefined : await this.deps.passwords.hash(change.password);
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const owners = await repository.enabledOwnerIds(tx);
      const current = await repository.byId(operatorId, tx, { lock: true });
      if (!current) throw notFound('operator.not_found', { operatorId });
      const roles =
        change.roles === undefined ? current.roles : normalizeOperatorRoles(change.roles);
      const enabled = change.enabled ?? current.enabled;
      if (leavesNoOwner(owners, operatorId, { enabled, roles })) {
        throw new DomainError(
          'conflict',
          'operator.last_owner',
          {},
          {
            field: change.enabled === false ? 'enabled' : 'roles',
          },
        );
      }
      const row = await repository.update(
        operatorId,
        {
          ...(change.name === undefined ? {} : { name: change.name.trim() }),
          roles,
          enabled,
          ...(passwordHash === undefined ? {} : { passwordHash }),
        },
        this.deps.now(),
        tx,
      );
      if (!row) throw notFound('operator.not_found', { operatorId });
      if (!enabled || passwordHash !== undefined) await repository.deleteSessionsOf(operatorId, tx);
      const before = operatorView(current);
      const after = operatorView(row);
      await this.record(
        actor,
        changeOf('operator.update', operatorId, before, {
          ...after,
          ...(passwordHash === undefined ? {} : { password_changed: true }),
        }),
        tx,
      );
      return after;
    });
  }

  /** A new TOTP secret for an operator (a lost phone): the old codes stop, sessions end. */
  async resetTotp(
    actor: OperatorActor,
    operatorId: number,
  ): Promise<{ operator: Operator; totp: { secret: string; uri: string } }> {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(await this.secretKey(), secret);
    const { repository } = this.deps;
    const row = await repository.transaction(async (tx) => {
      const current = await repository.byId(operatorId, tx, { lock: true });
      if (!current) throw notFound('operator.not_found', { operatorId });
      const updated = await repository.update(
        operatorId,
        { totpSecret: sealed, totpLastStep: null },
        this.deps.now(),
        tx,
      );
      await repository.deleteSessionsOf(operatorId, tx);
      await this.record(
        actor,
        changeOf('operator.reset_totp', operatorId, { totp: 'previous' }, { totp: 'new' }),
        tx,
      );
      return updated ?? current;
    });
    return { operator: operatorView(row), totp: this.provisioning(row.email, secret) };
  }

  // ------------------------------------------------------------------ the operator's own account

  /**
   * An operator's new password, given the current one; every other session of theirs ends (a
   * password someone else learnt stops working everywhere but here). Wrong current passwords
   * count with the wrong logins of the account.
   */
  async changeOwnPassword(
    actor: OperatorActor,
    input: { current_password: string; new_password: string },
  ): Promise<Operator> {
    const { current, sessionId } = await this.ownRow(actor);
    await this.checkOwnPassword(current, input.current_password, 'current_password');
    checkPassword(input.new_password, 'new_password');
    const passwordHash = await this.deps.passwords.hash(input.new_password);
    const { repository } = this.deps;
    const row = await repository.transaction(async (tx) => {
      const updated = await repository.update(current.id, { passwordHash }, this.deps.now(), tx);
      if (!updated) throw domainError('unauthorized', 'operator.session_expired');
      await repository.deleteOtherSessionsOf(current.id, sessionId, tx);
      await this.record(
        actor,
        changeOf(
          'operator.own_password',
          current.id,
          { password: 'previous' },
          {
            password: 'new',
            other_sessions: 'ended',
          },
        ),
        tx,
      );
      return updated;
    });
    return operatorView(row);
  }

  /**
   * A new TOTP secret for the operator themselves, given their password and a current code of
   * the old one (a code is taken once, as at login); shown this once, and every other session
   * of theirs ends.
   */
  async resetOwnTotp(
    actor: OperatorActor,
    input: { password: string; code: string },
  ): Promise<{ operator: Operator; totp: { secret: string; uri: string } }> {
    const { current, sessionId } = await this.ownRow(actor);
    await this.checkOwnPassword(current, input.password, 'password');
    const { repository, limits } = this.deps;
    const oldSecret = openTotpSecret(await this.secretKey(), current.totpSecret);
    const step = matchTotpStep(input.code, this.deps.now(), current.totpLastStep, (at) =>
      totpCodeAt(oldSecret, at),
    );
    if (step === null || !(await repository.takeTotpStep(current.id, step))) {
      await limits.perAccount.hit(current.email);
      throw new DomainError('invalid', 'operator.code_wrong', {}, { field: 'code' });
    }
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(await this.secretKey(), secret);
    const row = await repository.transaction(async (tx) => {
      const updated = await repository.update(
        current.id,
        { totpSecret: sealed, totpLastStep: null },
        this.deps.now(),
        tx,
      );
      if (!updated) throw domainError('unauthorized', 'operator.session_expired');
      await repository.deleteOtherSessionsOf(current.id, sessionId, tx);
      await this.record(
        actor,
        changeOf(
          'operator.own_totp',
          current.id,
          { totp: 'previous' },
          {
            totp: 'new',
            other_sessions: 'ended',
          },
        ),
        tx,
      );
      return updated;
    });
    return { operator: operatorView(row), totp: this.provisioning(row.email, secret) };
  }

  /** The caller's own operator row and session (operator sessions only). */
  private async ownRow(actor: OperatorActor): Promise<{ current: OperatorRow; sessionId: number }> {
    if (actor.kind !== 'operator') throw domainError('unauthorized', 'operator.session_required');
    const current = await this.deps.repository.byId(actor.operatorId);
    if (!current?.enabled) throw domainError('unauthorized', 'operator.session_expired');
    return { current, sessionId: actor.sessionId };
  }

  /** The operator's password, checked like a login's: wrong ones count per account. */
  private async checkOwnPassword(row: OperatorRow, password: string, field: string) {
    const { perAccount } = this.deps.limits;
    await perAccount.check(row.email);
    if (!(await this.deps.passwords.verify(password, row.passwordHash))) {
      await perAccount.hit(row.email);
      throw new DomainError('invalid', 'operator.password_wrong', {}, { field });
    }
  }

  // ------------------------------------------------------------------ operator keys

  /** Every operator key, setting and made (never a key or its hash). */
  async listKeys(): Promise<OperatorKey[]> {
    return (await this.deps.repository.listKeys()).map(keyView);
  }

  /**
   * A new key with one role, made in the back office: it opens the operator-key calls of its
   * role (owners: all) whatever setting they belong to. The key is shown this once; the shop
   * keeps its SHA-256 like the keys of the settings. Labels ending in _OPERATOR_KEY belong to
   * the settings (each start writes those rows), so a made key cannot take one.
   */
  async createKey(
    actor: OperatorActor,
    input: { label: string; role: OperatorRole },
  ): Promise<{ key: OperatorKey; secret: string }> {
    const label = input.label.trim();
    if (/_operator_key$/i.test(label)) {
      throw new DomainError('conflict', 'operatorkey.label_reserved', {}, { field: 'label' });
    }
    const secret = randomToken(32);
    const { repository } = this.deps;
    const key = await repository.transaction(async (tx) => {
      const row = await repository.insertMadeKey(
        { label, keyHash: sha256(secret), role: input.role },
        this.deps.now(),
        tx,
      );
      if (!row) {
        throw new DomainError('conflict', 'operatorkey.label_taken', {}, { field: 'label' });
      }
      const view = keyView(row);
      await this.record(actor, keyChange('operator_key.create', row.id, null, view), tx);
      return view;
    });
    return { key, secret };
  }

  /**
   * Revokes a made key at once (its row stays disabled: audit entries point at it). A key of a
   * setting is revoked by unsetting the setting, so it is refused here; revoking twice changes
   * nothing and writes no entry.
   */
  async revokeKey(actor: OperatorActor, keyId: number): Promise<OperatorKey> {
    const { repository } = this.deps;
    return repository.transaction(async (tx) => {
      const current = await repository.keyById(keyId, tx, { lock: true });
      if (!current) throw notFound('operatorkey.not_found', { keyId });
      if (current.source !== 'made') {
        throw domainError('conflict', 'operatorkey.from_setting', { label: current.label });
      }
      if (!current.enabled) return keyView(current);
      const row = await repository.setKeyEnabled(keyId, false, tx);
      if (!row) throw notFound('operatorkey.not_found', { keyId });
      const after = keyView(row);
      await this.record(
        actor,
        keyChange('operator_key.revoke', keyId, keyView(current), after),
        tx,
      );
      return after;
    });
  }

  async byEmail(email: string): Promise<Operator | null> {
    const row = await this.deps.repository.byEmail(normalizeEmail(email));
    return row ? operatorView(row) : null;
  }

  // ------------------------------------------------------------------ audit

  /** The recorder a service writes its changes with, for this caller. */
  recorderFor(actor: OperatorActor): RecordChange {
    return (change, tx) => this.record(actor, change, tx);
  }

  async record(actor: OperatorActor, change: AuditChange, tx?: Executor): Promise<void> {
    await this.deps.repository.insertAudit(
      {
        at: this.deps.now(),
        operatorId: actor.kind === 'operator' ? actor.operatorId : null,
        operatorKeyId: actor.kind === 'key' ? actor.keyId : null,
        actor: actorName(actor),
        action: change.action,
        entityType: change.entityType,
        entityId: change.entityId,
        before: change.before ?? null,
        after: change.after ?? null,
      },
      tx,
    );
  }

  async auditLog(
    filter: AuditFilter,
    page: { page: number; size: number },
  ): Promise<{ items: AuditEntry[]; total: number; page: number; size: number }> {
    if (filter.from && filter.to && filter.from >= filter.to) {
      throw new DomainError('invalid', 'operator.audit_range', {}, { field: 'from' });
    }
    const { rows, total } = await this.deps.repository.auditPage(filter, {
      offset: (page.page - 1) * page.size,
      limit: page.size,
    });
    return {
      items: rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        operator_id: row.operatorId,
        key_id: row.operatorKeyId,
        actor: row.actor,
        action: row.action,
        entity_type: row.entityType,
        entity_id: row.entityId,
        before: row.before,
        after: row.after,
      })),
      total,
      page: page.page,
      size: page.size,
    };
  }

  // ------------------------------------------------------------------ helpers

  private provisioning(email: string, secret: Uint8Array) {
    const base32 = toBase32(secret);
    return { secret: base32, uri: totpProvisioningUri(this.deps.issuer, email, base32) };
  }

  private async secretKey(): Promise<Buffer> {
    if (this.#secretKey) return this.#secretKey;
    const text =
      this.deps.secretKey ??
      (await keepShopMeta(this.deps.shop.db, SECRET_META_KEY, randomToken(32)));
    if (!text) throw new Error('The operator secret key could not be read back');
    this.#secretKey = secretKeyOf(text);
    return this.#secretKey;
  }
}

/** The fields of an operator any operator API answer shows (never a hash or a secret). */
function operatorView(row: OperatorRow): Operator {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    roles: normalizeOperatorRoles(row.roles),
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The code of a base32 secret at a step (the operator command's and the tests' check). */
export function codeOfBase32(secret: string, step: number): string {
  const bytes = fromBase32(secret);
  if (!bytes) throw new Error('Not a base32 secret');
  return totpCodeAt(bytes, step);
}

function keyView(row: OperatorKeyRow): OperatorKey {
  return {
    id: row.id,
    label: row.label,
    // The table's check constraint holds a key's role to the list of roles.
    role: row.role as OperatorRole,
    source: row.source === 'made' ? 'made' : 'setting',
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
  };
}

function keyChange(action: string, id: number, before: unknown, after: unknown): AuditChange {
  return { action, entityType: 'operator_key', entityId: String(id), before, after };
}

function changeOf(action: string, id: number, before: unknown, after: unknown): AuditChange {
  return { action, entityType: 'operator', entityId: String(id), before, after };
}

function requireRole<A extends OperatorActor & { roles: string[] }>(
  actor: A,
  role: OperatorRole,
): A {
  const missing = missingOperatorRole(actor.roles, role);
  if (missing) throw domainError('forbidden', 'operator.role_required', { role: missing });
  return actor;
}

function bearerOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(authorization.trim());
  return match?.[1] ?? null;
}

function actorName(actor: OperatorActor): string {
  if (actor.kind === 'operator') return actor.email;
  if (actor.kind === 'key') return `key:${actor.label}`;
  return `command:${actor.name}`;
}

/** The shoppers' password rules (classes, common passwords) on top of the longer minimum. */
function checkPassword(password: string, field = 'password'): void {
  const problem = validatePassword(password);
  if (problem) throw invalidField(problem, field);
}
