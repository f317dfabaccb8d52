/**
 * The operator API (/api/admin/...): the retailer's staff log in with a password and a code of
 * their authenticator app (TOTP), see who they are, manage operators (owners), and read the
 * audit log of every change (owners). Sessions travel as `Authorization: Bearer <token>`.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The roles of operators and operator keys (the same list as packages/core OPERATOR_ROLES). */
export const OperatorRole = z.enum([
  'owner',
  'catalogue',
  'orders_returns',
  'customer_service',
  'content_reviews',
]);
export type OperatorRole = z.infer<typeof OperatorRole>;

/** Operators' passwords are longer than shoppers' (and follow the same class and list rules). */
export const OPERATOR_PASSWORD_MIN_LENGTH = 12;

const Email = z.string().trim().toLowerCase().max(254).pipe(z.email());
const Password = z.string().min(OPERATOR_PASSWORD_MIN_LENGTH).max(128);
const Roles = z.array(OperatorRole).min(1).max(5);
const Name = z.string().trim().min(1).max(120);

export const OperatorLoginBody = z.object({
  email: z.string().trim().max(254),
  password: z.string().max(128),
});
export type OperatorLoginBody = z.infer<typeof OperatorLoginBody>;

export const OperatorLoginResponse = envelope(
  z.object({
    /** Sent with the code to the second step; good for a few minutes and one code. */
    challenge: z.string(),
    expires_at: z.string(),
  }),
);

export const OperatorCodeBody = z.object({
  challenge: z.string().min(1).max(200),
  /** The 6-digit code of the authenticator app. */
  code: z.string().trim().max(12),
});
export type OperatorCodeBody = z.infer<typeof OperatorCodeBody>;

export const Operator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(OperatorRole),
  enabled: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Operator = z.infer<typeof Operator>;

export const OperatorSessionResponse = envelope(
  z.object({
    token: z.string(),
    /** The session ends at expires_at, or earlier after idle_timeout_seconds without a call. */
    expires_at: z.string(),
    idle_timeout_seconds: z.number().int(),
    operator: Operator,
  }),
);

export const OperatorResponse = envelope(Operator);
export const OperatorListResponse = envelope(z.array(Operator));
export const OperatorLogoutResponse = envelope(z.literal(true));

export const OperatorCreateBody = z.object({
  email: Email,
  name: Name,
  password: Password,
  roles: Roles,
});
export type OperatorCreateBody = z.infer<typeof OperatorCreateBody>;

export const OperatorCreatedResponse = envelope(
  z.object({
    operator: Operator,
    /** Shown once: the operator adds it to an authenticator app. */
    totp: z.object({ secret: z.string(), uri: z.string() }),
  }),
);

export const OperatorUpdateBody = z
  .object({
    name: Name.optional(),
    roles: Roles.optional(),
    enabled: z.boolean().optional(),
    password: Password.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Send at least one of name, roles, enabled, password',
  });
export type OperatorUpdateBody = z.infer<typeof OperatorUpdateBody>;

export const OperatorIdParams = z.object({
  operatorId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const AuditQuery = z.object({
  operator_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  key_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  action: z.string().max(80).optional(),
  entity_type: z.string().max(80).optional(),
  entity_id: z.string().max(200).optional(),
  /** ISO times: entries at or after `from` and before `to`. */
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof AuditQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operator_id: z.number().int().nullable(),
  key_id: z.number().int().nullable(),
  /** The operator's e-mail address or the key's label at the time. */
  actor: z.string(),
  action: z.string(),
  entity_type: z.string(),
  entity_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditListResponse = envelope(
  z.object({
    items: z.array(AuditEntry),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  }),
);

/** The header of an operator session on the operator-key calls and the operator API. */
export const OperatorAuthHeaders = z.object({
  authorization: z.string().max(600).optional(),
  'x-operator-key': z.string().max(512).optional(),
});
