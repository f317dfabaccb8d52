/**
 * Customer access tokens: short-lived HS256 JWTs (jose) with the customer id (`sub`) and group
 * id (`gid`). Issue 5 (accounts) issues them at login; the cart reads them. The secret comes from
 * TOKEN_SECRET, else one random secret made once and kept in shop_meta, so that every process of
 * the shop accepts the tokens of the others.
 */
import { randomBytes } from 'node:crypto';
import { type ShopDatabase, schema } from '@shop/db';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { DomainError } from '../../lib/errors.ts';

const SECRET_META_KEY = 'access_token_secret';
const ISSUER = 'kindershop';
const AUDIENCE = 'kindershop-api';

/** Who a valid token speaks for. */
export interface TokenCustomer {
  customerId: number;
  groupId: number;
}

export class TokenService {
  #key: Promise<Uint8Array> | null = null;

  constructor(
    private readonly shop: ShopDatabase,
    private readonly options: { secret: string | undefined; ttlSeconds: number },
  ) {}

  /** A signed access token for a customer, valid for the configured lifetime. */
  async issueAccessToken(customer: { id: number; groupId: number }): Promise<string> {
    return new SignJWT({ gid: customer.groupId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(String(customer.id))
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(`${this.options.ttlSeconds}s`)
      .sign(await this.key());
  }

  /** The customer of a token; a 401 DomainError when it is malformed, forged or expired. */
  async verifyAccessToken(token: string): Promise<TokenCustomer> {
    try {
      const { payload } = await jwtVerify(token, await this.key(), {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const customerId = Number(payload.sub);
      const groupId = Number(payload.gid ?? 0);
      if (!Number.isSafeInteger(customerId) || customerId <= 0 || !Number.isInteger(groupId)) {
        throw new DomainError('unauthorized', 'The customer token is not valid.');
      }
      return { customerId, groupId };
    } catch (error) {
      if (error instanceof DomainError) throw error;
      if (error instanceof joseErrors.JWTExpired) {
        throw new DomainError('unauthorized', 'The customer token has expired.');
      }
      throw new DomainError('unauthorized', 'The customer token is not valid.');
    }
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
    const fresh = randomBytes(48).toString('base64url');
    // The first process to get here stores its secret; every other one reads that one.
    await this.shop.db
      .insert(schema.shopMeta)
      .values({ key: SECRET_META_KEY, value: fresh })
      .onConflictDoNothing({ target: schema.shopMeta.key });
    const [row] = await this.shop.db
      .select()
      .from(schema.shopMeta)
      .where(eq(schema.shopMeta.key, SECRET_META_KEY));
    if (typeof row?.value !== 'string') throw new Error('access token secret is missing');
    return row.value;
  }
}

/**
 * The token of a request: `Authorization: Bearer <token>`, else `?token=`. Empty means a guest.
 */
export function readRequestToken(request: FastifyRequest): string | undefined {
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
