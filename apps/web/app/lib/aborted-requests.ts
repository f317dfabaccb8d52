/**
 * A request the page cancelled (the shopper left a page whose data was still arriving, went back
 * at once, typed on in a search) rejects with an AbortError; where nothing waits for it any more
 * (the router's streamed data of a page already left), the browser would report it as an
 * unhandled error. A cancellation is no failure: it is not reported. Every other unhandled
 * rejection still is.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.name === 'AbortError') event.preventDefault();
  });
}
