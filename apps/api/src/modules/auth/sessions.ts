/**
 * Customer sessions: a login opens one and answers an access token (short-lived JWT naming the
 * session) plus an opaque refresh token (stored only as its SHA-256). Each refresh uses up its
 * token and answers a new pair; a used token presented again means it was copied, so the whole
 * session is closed. Closing a session ends its access tokens at once (tokens.ts checks it).
 */
import type { Executor, ShopDatabase } from '@shop/db';
import { DomainError } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/secrets.ts';
import { AuthRepository } from './repository.ts';
import type { TokenService } from './tokens.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  sessionId: string;
}

/** A refresh token traded in: the session's customer and the token that follows it. */
interface TurnedRefreshToken {
  customerId: number;
  groupId: number;
  sessionId: string;
  refreshToken: string;
}

export class SessionService {
  readonly #sessions: AuthRepository;

  constructor(
    shop: ShopDatabase,
    private readonly tokens: TokenService,
    private readonly options: { refreshTtlSeconds: number },
  ) {
    this.#sessions = new AuthRepository(shop);
  }

  /** Opens a session for a customer and answers its first token pair. */
  async start(customer: { id: number; groupId: number }): Promise<IssuedTokens> {
    const sessionId = randomToken(16);
    const refreshToken = randomToken(32);
    const expiresAt = new Date(Date.now() + this.options.refreshTtlSeconds * 1000);
    await this.#sessions.transaction((tx) =>
      this.#sessions.openSession(
        { id: sessionId, customerId: customer.id, expiresAt },
        sha256(refreshToken),
        tx,
      ),
    );
    const accessToken = await this.tokens.issueAccessToken({ ...customer, sessionId });
    return { accessToken, refreshToken, sessionId };
  }

  /**
   * Trades a refresh token for a new pair. Unknown, expired or closed: 401. Already used: the
   * session is closed (reuse means a copy exists) and the answer is 401 too.
   */
  async refresh(refreshToken: string): Promise<IssuedTokens> {
    const tokenHash = sha256(refreshToken);
    const turned = await this.#sessions.transaction((tx) => this.turnRefreshToken(tokenHash, tx));
    if (!turned) throw new DomainError('unauthorized', 'auth.refresh_token_invalid');
    const accessToken = await this.tokens.issueAccessToken({
      id: turned.customerId,
      groupId: turned.groupId,
      sessionId: turned.sessionId,
    });
    return { accessToken, refreshToken: turned.refreshToken, sessionId: turned.sessionId };
  }

  /**
   * Uses up a refresh token and stores the one that follows it; null when the token cannot be
   * traded. A token used before closes its session.
   */
  private async turnRefreshToken(
    tokenHash: string,
    tx: Executor,
  ): Promise<TurnedRefreshToken | null> {
    const sessionId = await this.#sessions.useRefreshToken(tokenHash, tx);
    if (!sessionId) {
      await this.closeSessionOfReusedToken(tokenHash, tx);
      return null;
    }
    const customer = await this.#sessions.liveSessionCustomer(sessionId, tx);
    if (!customer) return null;
    const next = randomToken(32);
    await this.#sessions.addRefreshToken(sessionId, sha256(next), tx);
    return { ...customer, sessionId, refreshToken: next };
  }

  private async closeSessionOfReusedToken(tokenHash: string, tx: Executor): Promise<void> {
    const sessionId = await this.#sessions.sessionOfRefreshToken(tokenHash, tx);
    if (sessionId) await this.#sessions.closeSession(sessionId, tx);
  }

  /**
   * Deletes what can never work again: sessions (with their refresh tokens) ended or expired
   * more than `graceSeconds` ago, and mailed secrets past their lifetime by as long. The grace
   * keeps a closed session findable for a while, so a late reuse still reads as a reuse.
   */
  async purgeExpired(graceSeconds = 86_400): Promise<{ sessions: number; challenges: number }> {
    const sessions = await this.#sessions.deleteEndedSessions(graceSeconds);
    const challenges = await this.#sessions.deleteExpiredChallenges(graceSeconds);
    return { sessions, challenges };
  }

  /** Closes one session (logout). */
  async close(sessionId: string): Promise<void> {
    await this.#sessions.closeSession(sessionId);
  }

  /**
   * Closes every session of a customer, except `keepSessionId` when given; in the transaction
   * `tx` when given.
   */
  async closeAll(customerId: number, keepSessionId?: string, tx?: Executor): Promise<void> {
    await this.#sessions.closeSessionsOf(customerId, keepSessionId, tx);
  }
}
