/**
 * The contact form's mail service (reference-notes §1.8, without its open relay): the form
 * fetches a signed, short-lived token (get-token) and sends it with its message (send-email).
 * The message goes through the mail outbox to the shop's own contact address from the config,
 * never to an address from the request; a reply goes to the sender. A token works once: a
 * forged, expired or used one is refused ('Email is not authorized!', 403). A message whose
 * hidden honeypot field is filled (a robot) uses up its token and is answered as sent, but no
 * mail is written.
 */
import { randomUUID } from 'node:crypto';
import type { SendEmailBody } from '@shop/contracts';
import { normalizeEmail, singleLine, validateContactMessage } from '@shop/core';
import { jwtVerify, SignJWT } from 'jose';
import { DomainError, invalidField } from '../../lib/errors.ts';
import type { MailOutbox } from '../mail/outbox.ts';
import type { ContactTokenRepository } from './repository.ts';

const ISSUER = 'kindershop';
const AUDIENCE = 'kindershop-contact-form';

export interface MailServiceDeps {
  tokens: ContactTokenRepository;
  /** The key contact tokens are signed with (derived from the shop's token secret). */
  key: () => Promise<Uint8Array>;
  outbox: MailOutbox;
  contactEmail: string;
  ttlSeconds: number;
  now: () => Date;
  log: { info: (object: object, message: string) => void };
}

export class MailService {
  constructor(private readonly deps: MailServiceDeps) {}

  /** A new single-use token for one message, valid for the configured lifetime. */
  async issueToken(): Promise<string> {
    const issuedAt = Math.floor(this.deps.now().getTime() / 1000);
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setJti(randomUUID())
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.deps.ttlSeconds)
      .sign(await this.deps.key());
  }

  /**
   * Checks the token's signature and age (403), then the fields (400 naming the first at
   * fault, the token still unused so the sender may fix and send again); then uses the token
   * and writes the mail in one transaction, and wakes the outbox.
   */
  async sendEmail(body: SendEmailBody): Promise<'OK'> {
    const token = await this.verify(body.token);
    const [problem] = Object.entries(validateContactMessage(body));
    if (problem) throw invalidField(problem[1], problem[0]);
    const robot = (body.website ?? '').trim() !== '';
    const mail = {
      kind: 'contact_message' as const,
      name: singleLine(body.name),
      email: normalizeEmail(body.email),
      subject: singleLine(body.subject ?? ''),
      orderNumber: (body.order_number ?? '').trim(),
      message: body.message.trim(),
    };
    const { tokens, outbox } = this.deps;
    await tokens.transaction(async (tx) => {
      if (!(await tokens.use(token.jti, token.expiresAt, tx))) throw notAuthorized();
      if (robot) return;
      await outbox.enqueue(tx, this.deps.contactEmail, mail, {
        code: body.storeCode,
        language: body.storeCode,
      });
    });
    if (robot) this.deps.log.info({ store: body.storeCode }, 'a contact form robot was ignored');
    else outbox.wake();
    return 'OK';
  }

  /** Forgets used tokens that expired (housekeeping: they are refused as expired anyway). */
  purgeExpiredTokens(): Promise<void> {
    return this.deps.tokens.purgeExpired(this.deps.now());
  }

  private async verify(token: string): Promise<{ jti: string; expiresAt: Date }> {
    if (!token) throw notAuthorized();
    const key = await this.deps.key();
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
        currentDate: this.deps.now(),
      });
      if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
        throw notAuthorized();
      }
      return { jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      throw notAuthorized();
    }
  }
}

function notAuthorized(): DomainError {
  return new DomainError('forbidden', 'mail.not_authorized', {}, { field: 'token' });
}
