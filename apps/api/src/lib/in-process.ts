/**
 * Marks the requests this process sends to itself (a storefront page's API calls while it is
 * rendered, see inject-fetch.ts). They belong to a request that was let in already, so overload
 * shedding and the limit on requests in flight pass them: shedding a page's own calls half-way
 * would waste the work done for it and still leave the shopper without the page. Only code in
 * this process can set the mark; no header of a client can.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const inProcess = new AsyncLocalStorage<true>();

/**
 * Sends the request `send` makes (to this process) marked as in-process. It is awaited inside
 * the mark: `app.inject` starts its request when its answer is first awaited.
 */
export function runInProcess<T>(send: () => PromiseLike<T>): Promise<T> {
  return inProcess.run(true, async () => await send());
}

/** Whether the request being handled now was sent by this process to itself. */
export function isInProcessRequest(): boolean {
  return inProcess.getStore() === true;
}
