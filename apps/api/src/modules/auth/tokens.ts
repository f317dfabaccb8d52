/**
 * Customer access tokens: short-lived HS256 JWTs (jose) with the customer id (`sub`), group id
 * (`gid`) and session id (`sid`). The accounts module issues them at login; the cart reads them.
 * A token is good only while its session is open and its customer exists: logout, a password
 * change or reset and account deletion close sessions, which ends their tokens at once. The
 * secret comes from TOKEN_SECRET, else one random secret made once and kept in shop_meta, so
 * that every process of the shop accepts the tokens of the others.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { ShopDatabase } from '@shop/db';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '../../lib/errors.ts';
import { AuthRepository } from './repository.ts';

const SECRET_META_KEY = 'access_token_secret';
const ISSUER = 'kindershop';
const AUDIENCE = 'kindershop-api';

/** Who a valid token speaks for. */
export interface TokenCustomer {
  customerId: number;
  groupId: number;
  sessionId: string;
}

export class TokenService {
  #key: Promise<Uint8Array> | null = null;
  readonly #sessions: AuthRepository;

  constructor(
    shop: ShopDatabase,
    private readonly options: { secret: string | undefined; ttlSeconds: number },
  ) {
    this.#sessions = new AuthRepository(shop);
  }

  /** A signed access token for a customer, valid for the configured lifetime. */
  async issueAccessToken(customer: {
    id: number;
    groupId: number;
    sessionId: string;
  }): Promise<string> {
    return new SignJWT({ gid: customer.groupId, sid: customer.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(customer.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .sign(await this.key());
  }

  /**
   * The customer of a token; a 401 DomainError when it is malformed, forged or expired, or when
   * its session was closed or its customer deleted. The group id is the customer's current one.
   */
  async verifyAccessToken(token: string): Promise<TokenCustomer> {
    const claims = await this.verifySignature(token);
    const groupId = await this.#sessions.liveSessionGroup(claims.sessionId, claims.customerId);
    if (groupId === null) throw new DomainError('unauthorized', 'auth.token_invalid');
    return { ...claims, groupId };
  }

  /** The claims of a well-signed, unexpired token, without looking at its session. */
  async verifySignature(token: string): Promise<TokenCustomer> {
    // Outside the try: a database that cannot give the secret now is no verdict on the token.
    const key = await this.key();
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const customerId = Number(payload.sub);
      const groupId = Number(payload.gid ?? 0);
      const sessionId = payload.sid;
      if (
        !Number.isSafeInteger(customerId) ||
        customerId <= 0 ||
        !Number.isInteger(groupId) ||
        typeof sessionId !== 'string' ||
        sessionId === ''
      ) {
        throw new DomainError('unauthorized', 'auth.token_invalid');
      }
      return { customerId, groupId, sessionId };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new DomainError('unauthorized', 'auth.token_expired');
      }
      throw new DomainError('unauthorized', 'auth.token_invalid');
    }
  }

  /**
   * The group token: a signed statement of a customer's group (and id) that the storefront may
   * send back with listing calls to see that group's prices. It carries no session and
   * authorises nothing else.
   */
  async issueGroupToken(customer: { id: number; groupId: number }): Promise<string> {
    return new SignJWT({ group_id: customer.groupId, id: customer.id })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(`${AUDIENCE}:group`)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .sign(await this.key());
  }

  /**
   * A key of its own for another kind of token (the contact form's), made from the shop's token
   * secret and the purpose: such a token can never pass as an access token, nor the reverse.
   */
  async derivedKey(purpose: string): Promise<Uint8Array> {
    const digest = createHmac('sha256', await this.key())
      .update(`kindershop:${purpose}`)
      .digest();
    return new Uint8Array(digest);
  }

  private key(): Promise<Uint8Array> {
    this.#key ??= this.loadSecret().then((secret) => new TextEncoder().encode(secret));
    // A failed load is retried on the next call rather than remembered.
    this.#key.catch(() => {
      this.#key = null;
    });
    return this.#key;
  }

  private async loadSecret(): Promise<string> {
    if (this.options.secret) return this.options.secret;
    // The first process to get here stores its secret; every other one reads that one.
    const secret = await this.#sessions.keepSecret(
      SECRET_META_KEY,
      randomBytes(48).toString('base64url'),
    );
    if (secret === null) throw new Error('access token secret is missing');
    return secret;
  }
}

/**
 * The token of a request: `Authorization: Bearer <token>`, else `?token=`. Empty means a guest.
 */
function readRequestToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const query = (request.query as Record<string, unknown> | undefined)?.token;
  return typeof query === 'string' && query.trim() !== '' ? query.trim() : undefined;
}

/** The customer of a request, or null for a guest; 401 for a bad token. */
export async function requestCustomer(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<TokenCustomer | null> {
  const token = readRequestToken(request);
  return token ? tokens.verifyAccessToken(token) : null;
}

/** The customer of a request that needs one: 401 without a token or with a bad one. */
export async function requireCustomer(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<TokenCustomer> {
  const customer = await requestCustomer(request, tokens);
  if (!customer) {
    throw new DomainError('unauthorized', 'auth.token_required');
  }
  return customer;
}

/**
 * The customer group whose prices a request sees: the group of a valid customer token, else the
 * not-logged-in group 0. A token that is no longer valid prices as a guest (showing prices needs
 * no login; the cart and orders check the token themselves); a database that cannot check the
 * token is no answer, so that failure is thrown.
 */
export async function requestPriceGroup(
  request: FastifyRequest,
  tokens: TokenService,
): Promise<number> {
  const token = readRequestToken(request);
  if (!token) return 0;
  try {
    return (await tokens.verifyAccessToken(token)).groupId;
  } catch (error) {
    if (error instanceof DomainError) return 0;
    throw error;
  }
}
