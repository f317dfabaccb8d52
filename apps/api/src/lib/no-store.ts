/**
 * `app.addHook('onSend', noStore)`: the routes' answers are personal or change with every call
 * (carts, accounts, lists), so no cache may keep one (Cache-Control: no-store).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export async function noStore<T>(_request: FastifyRequest, reply: FastifyReply, payload: T) {
  reply.header('cache-control', 'no-store');
  return payload;
}
