/** Who makes an operator call, and what a call with an operator key needs (decision 69). */
import type { ErrorMessageKey, OperatorRole } from '@shop/contracts';

/** Who makes a call: an operator with a session, an operator key, or the operator command. */
export type OperatorActor =
  | { kind: 'operator'; operatorId: number; email: string; roles: string[]; sessionId: number }
  | { kind: 'key'; keyId: number; label: string; roles: string[] }
  | { kind: 'command'; name: string };

/** What an operator-key call names when it refuses (its module's keys, unchanged). */
export interface CallAccess {
  role: OperatorRole;
  /** No enabled key has the role (the setting is unset): the call is off. */
  off: ErrorMessageKey;
  /** A key was missing or wrong. */
  required: ErrorMessageKey;
  /**
   * The *_OPERATOR_KEY setting whose key opened this call before keys had roles: a key stored
   * from a setting opens only its own setting's calls, so no existing key reaches further now.
   */
  setting: string;
}
