/**
 * A minimal HTML page for the few answers the shop gives before the storefront can render one
 * (overload, a URL that cannot even be routed): the shopper's language by the URL (/de is
 * German, the rest Dutch), no scripts, no styles, next to no cost.
 */
const TEXTS = {
  busy: {
    nl: [
      'Het is erg druk',
      'Er zijn op dit moment heel veel bezoekers in de winkel. Probeer het over een paar seconden opnieuw.',
    ],
    de: [
      'Gerade ist viel los',
      'Im Moment sind sehr viele Besucher im Shop. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    ],
  },
  unavailable: {
    nl: [
      'De winkel is even niet bereikbaar',
      'De winkel start op of wordt bijgewerkt. Probeer het over een paar seconden opnieuw.',
    ],
    de: [
      'Der Shop ist kurz nicht erreichbar',
      'Der Shop startet gerade oder wird aktualisiert. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    ],
  },
  badUrl: {
    nl: [
      'Deze pagina bestaat niet',
      'Het adres van deze pagina klopt niet. Ga naar de startpagina van de winkel.',
    ],
    de: [
      'Diese Seite gibt es nicht',
      'Die Adresse dieser Seite ist nicht gültig. Gehen Sie zur Startseite des Shops.',
    ],
  },
} as const;

export type PlainPage = keyof typeof TEXTS;

/** Whether a request path belongs to the API (its answers are JSON envelopes). */
function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Whether a request path is answered with the JSON envelope when it fails: the API's, and the
 * image route's (every image error is the envelope, whatever went wrong with the URL).
 */
export function answersErrorsInJson(url: string): boolean {
  return isApiPath(url) || url === '/img' || url.startsWith('/img/') || url.startsWith('/img?');
}

export function plainPage(page: PlainPage, url: string): string {
  const lang = url === '/de' || url.startsWith('/de/') || url.startsWith('/de?') ? 'de' : 'nl';
  const [title, text] = TEXTS[page][lang];
  const home = lang === 'de' ? '/de' : '/';
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body><h1>${title}</h1><p>${text}</p><p><a href="${home}">Kindershop</a></p></body></html>`;
}
