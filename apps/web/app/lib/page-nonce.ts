/** The nonce of the page's scripts: its policy runs scripts by nonce, and those it adds need it. */
export function pageNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}
