/**
 * CMS pages and url redirects of the demo catalogue. The service pages (customer service,
 * shipping, returns, about us) are content stories now, at the same paths (stories/service.ts);
 * the legal pages and the store list stay CMS pages.
 */
import type { CmsPageSeed, UrlRedirectSeed } from '@shop/core';
import { DEMO_STORES } from './stores.ts';

export function buildCmsPages(): CmsPageSeed[] {
  return buildLegalPages();
}

/**
 * The legal pages the footer links to (terms, privacy, cookies) and the store list the header's
 * store finder opens. Ids from 20 on (1 to 4 were the service pages, now stories).
 */
function buildLegalPages(): CmsPageSeed[] {
  return [
    {
      id: 20,
      identifier: { nl: 'algemene-voorwaarden', de: 'agb' },
      title: { nl: 'Algemene voorwaarden', de: 'Allgemeine Geschäftsbedingungen' },
      content: {
        nl: [
          '<h1>Algemene voorwaarden</h1>',
          '<p>Deze voorwaarden gelden voor elke bestelling bij Kindershop. De bedrijfsgegevens (adres, KvK- en btw-nummer) vind je onderaan elke pagina.</p>',
          '<h2>Prijzen en betaling</h2>',
          '<p>Alle prijzen zijn in euro en inclusief btw. Je betaalt bij het bestellen met een van de betaalmethoden in de kassa; een bestelling is definitief zodra de betaling is gelukt.</p>',
          '<h2>Levering</h2>',
          '<p>We bezorgen in Nederland, Duitsland en België. De verwachte levertijd staat bij het product en in je winkelmand. Lukt het niet om op tijd te leveren, dan laten we het je meteen weten.</p>',
          '<h2>Herroepingsrecht en retour</h2>',
          '<p>Je mag je aankoop binnen 30 dagen na ontvangst zonder opgave van reden kosteloos terugsturen. Lees hoe dat werkt op de pagina Retourneren.</p>',
          '<h2>Garantie en klachten</h2>',
          '<p>Op alle producten geldt de wettelijke garantie. Heb je een klacht, neem dan contact op met onze klantenservice; we antwoorden binnen één werkdag.</p>',
        ].join('\n'),
        de: [
          '<h1>Allgemeine Geschäftsbedingungen</h1>',
          '<p>Diese Bedingungen gelten für jede Bestellung bei Kindershop. Unsere Unternehmensangaben (Anschrift, Handelsregister- und USt-IdNr.) finden Sie unten auf jeder Seite.</p>',
          '<h2>Preise und Zahlung</h2>',
          '<p>Alle Preise sind in Euro angegeben. Sie bezahlen bei der Bestellung mit einer der Zahlungsarten an der Kasse; die Bestellung ist verbindlich, sobald die Zahlung gelungen ist.</p>',
          '<h2>Lieferung</h2>',
          '<p>Wir liefern nach Deutschland, in die Niederlande und nach Belgien. Die voraussichtliche Lieferzeit sehen Sie beim Produkt und in Ihrem Warenkorb. Können wir nicht rechtzeitig liefern, informieren wir Sie sofort.</p>',
          '<h2>Widerrufsrecht und Rücksendung</h2>',
          '<p>Sie können Ihren Kauf innerhalb von 30 Tagen nach Erhalt ohne Angabe von Gründen kostenlos zurücksenden. Wie das geht, lesen Sie auf der Seite Rücksendung.</p>',
          '<h2>Gewährleistung und Reklamationen</h2>',
          '<p>Für alle Produkte gilt die gesetzliche Gewährleistung. Wenden Sie sich bei einer Reklamation an unseren Kundenservice; wir antworten innerhalb eines Werktags.</p>',
        ].join('\n'),
      },
    },
    {
      id: 21,
      identifier: { nl: 'privacy', de: 'datenschutz' },
      title: { nl: 'Privacyverklaring', de: 'Datenschutzerklärung' },
      content: {
        nl: [
          '<h1>Privacyverklaring</h1>',
          '<p>We gaan zorgvuldig om met je gegevens en gebruiken ze alleen waarvoor je ze aan ons geeft.</p>',
          '<h2>Welke gegevens</h2>',
          '<p>Voor een bestelling bewaren we je naam, adres, e-mailadres en telefoonnummer. Met een account bewaren we ook je bestellingen en voorkeuren.</p>',
          '<h2>Waarvoor</h2>',
          '<ul><li>Je bestelling bezorgen en afhandelen</li><li>Je op de hoogte houden van je bestelling</li><li>De nieuwsbrief, alleen als je je daarvoor aanmeldt</li></ul>',
          '<h2>Je rechten</h2>',
          '<p>Je mag je gegevens altijd inzien, laten aanpassen of laten verwijderen. Je account verwijder je zelf op de pagina Mijn account.</p>',
        ].join('\n'),
        de: [
          '<h1>Datenschutzerklärung</h1>',
          '<p>Wir gehen sorgfältig mit Ihren Daten um und verwenden sie nur für den Zweck, für den Sie sie uns geben.</p>',
          '<h2>Welche Daten</h2>',
          '<p>Für eine Bestellung speichern wir Ihren Namen, Ihre Anschrift, E-Mail-Adresse und Telefonnummer. Mit einem Kundenkonto speichern wir auch Ihre Bestellungen und Einstellungen.</p>',
          '<h2>Wofür</h2>',
          '<ul><li>Ihre Bestellung liefern und abwickeln</li><li>Sie über Ihre Bestellung informieren</li><li>Den Newsletter, nur wenn Sie sich dafür anmelden</li></ul>',
          '<h2>Ihre Rechte</h2>',
          '<p>Sie können Ihre Daten jederzeit einsehen, berichtigen oder löschen lassen. Ihr Kundenkonto löschen Sie selbst unter Mein Konto.</p>',
        ].join('\n'),
      },
    },
    {
      id: 22,
      identifier: { nl: 'cookies', de: 'cookie-richtlinie' },
      title: { nl: 'Cookieverklaring', de: 'Cookie-Richtlinie' },
      content: {
        nl: [
          '<h1>Cookieverklaring</h1>',
          '<p>Deze winkel gebruikt alleen wat nodig is om te werken: je winkelmand en je inlog blijven in je browser bewaard, zodat je verder kunt waar je was.</p>',
          '<h2>Noodzakelijke opslag</h2>',
          '<ul><li>Je winkelmand (in de opslag van je browser)</li><li>Je inlog, als je inlogt</li><li>Je taalkeuze via het adres van de pagina</li></ul>',
          '<h2>Geen tracking zonder toestemming</h2>',
          '<p>We plaatsen geen advertentie- of trackingcookies zonder je toestemming. Je kunt opgeslagen gegevens altijd wissen via de instellingen van je browser.</p>',
        ].join('\n'),
        de: [
          '<h1>Cookie-Richtlinie</h1>',
          '<p>Dieser Shop speichert nur, was er zum Funktionieren braucht: Ihr Warenkorb und Ihre Anmeldung bleiben in Ihrem Browser gespeichert, damit Sie dort weitermachen können, wo Sie aufgehört haben.</p>',
          '<h2>Notwendige Speicherung</h2>',
          '<ul><li>Ihr Warenkorb (im Speicher Ihres Browsers)</li><li>Ihre Anmeldung, wenn Sie sich anmelden</li><li>Ihre Sprachwahl über die Adresse der Seite</li></ul>',
          '<h2>Kein Tracking ohne Einwilligung</h2>',
          '<p>Wir setzen keine Werbe- oder Tracking-Cookies ohne Ihre Einwilligung. Gespeicherte Daten können Sie jederzeit in den Einstellungen Ihres Browsers löschen.</p>',
        ].join('\n'),
      },
    },
    {
      id: 23,
      identifier: { nl: 'winkels', de: 'filialen' },
      title: { nl: 'Onze winkels', de: 'Unsere Filialen' },
      content: {
        nl: [
          '<h1>Onze winkels</h1>',
          '<p>Kom langs voor advies, een proefrit met een kinderwagen of om je online bestelling gratis op te halen.</p>',
          storeList('NL'),
        ].join('\n'),
        de: [
          '<h1>Unsere Filialen</h1>',
          '<p>Besuchen Sie uns für eine Beratung, eine Probefahrt mit dem Kinderwagen oder um Ihre Online-Bestellung kostenlos abzuholen.</p>',
          storeList('DE'),
        ].join('\n'),
      },
    },
  ];
}

/** The active demo stores of a country as an address list. */
function storeList(country: 'NL' | 'DE'): string {
  const items = DEMO_STORES.filter((store) => store.active && store.countryId === country).map(
    (store) =>
      `<li><strong>${store.name}</strong><br>${store.street} ${store.houseNumber}, ${store.postcode} ${store.city}<br>${store.phone}</li>`,
  );
  return `<ul>${items.join('')}</ul>`;
}

export interface RedirectInput {
  /** Url paths of categories by internal key, per language. */
  categoryPath(key: string): { nl: string; de: string };
  /** A few products whose url changed: their current url keys and their old skus. */
  products: readonly { sku: string; urlKey: { nl: string; de: string } }[];
  giftCardUrlKey: { nl: string; de: string };
}

/**
 * Redirects as Magento's url rewrites hold them: paths without a leading slash, old '.html'
 * category urls and renamed products (301), and a temporary campaign url (302).
 */
export function buildRedirects(input: RedirectInput): UrlRedirectSeed[] {
  const out: UrlRedirectSeed[] = [];
  for (const store of ['nl', 'de'] as const) {
    const strollers = input.categoryPath('strollers')[store];
    const combi = input.categoryPath('combi-strollers')[store];
    const buggies = input.categoryPath('buggies')[store];
    const carSeats = input.categoryPath('infant-car-seats')[store];
    out.push(
      {
        requestPath: `${strollers}.html`,
        targetPath: strollers,
        redirectType: 301,
        storeCode: store,
      },
      { requestPath: `${combi}.html`, targetPath: combi, redirectType: 301, storeCode: store },
      {
        requestPath: store === 'nl' ? 'buggy' : 'buggy-kaufen',
        targetPath: buggies,
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'maxi-autostoeltjes' : 'babyschalen-kaufen',
        targetPath: carSeats,
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'cadeaubon-kopen' : 'gutschein-kaufen',
        targetPath: input.giftCardUrlKey[store],
        redirectType: 301,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'zomeractie' : 'sommeraktion',
        targetPath: strollers,
        redirectType: 302,
        storeCode: store,
      },
      {
        requestPath: store === 'nl' ? 'klantenservice/verzending' : 'kundenservice/versand',
        targetPath: store === 'nl' ? 'verzendkosten' : 'versandkosten',
        redirectType: 301,
        storeCode: store,
      },
    );
    for (const product of input.products) {
      out.push({
        requestPath: `${product.sku.toLowerCase()}.html`,
        targetPath: product.urlKey[store],
        redirectType: 301,
        storeCode: store,
      });
    }
  }
  return out;
}
