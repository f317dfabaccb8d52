/**
 * The legal pages as stories: terms (algemene voorwaarden / AGB), privacy, cookies, the right of
 * withdrawal with the model withdrawal form, and the company details (bedrijfsgegevens /
 * Impressum). They replace the legal CMS pages at the same paths (the German cookie page moved
 * from /cookie-richtlinie to /cookies, which a redirect keeps).
 *
 * Company facts are never written here: the `{{company:…}}` placeholders are filled from the
 * company settings (SHOP_COMPANY_*) when a story is served, so an operator's own details show on
 * every legal page. The facts of the shop itself (30 days of free returns, refunds within 14
 * days, no cookies, the processors) are the ones the other pages and the code state.
 */
import type { RichText } from '@shop/contracts';
import {
  doc,
  emailLink,
  h,
  type Lang,
  ol,
  PAGES,
  p,
  quote,
  type SeedStory,
  storyLink,
  ul,
  urlLink,
} from './build.ts';

/** The legal pages in the footer's order (the theme's legal group lists them so). */
export const LEGAL_PAGE_KEYS = ['terms', 'privacy', 'cookies', 'withdrawal', 'imprint'] as const;
export type LegalPageKey = (typeof LEGAL_PAGE_KEYS)[number];

/** When the legal pages were published, and the version date they state. */
const PUBLISHED_AT = '2026-11-02T08:00:00.000Z';

const EMAIL = { text: '{{company:email}}', link: emailLink('{{company:email}}') };
const DATA_PROTECTION_AUTHORITY_NL = 'https://www.autoriteitpersoonsgegevens.nl';

interface LegalPage {
  title: string;
  description: string;
  text: RichText;
}

export function legalStories(lang: Lang): SeedStory[] {
  return LEGAL_PAGE_KEYS.map((key) => legalStory(lang, key));
}

/** A legal page's title in a language (the footer's link text). */
export function legalPageTitle(lang: Lang, key: LegalPageKey): string {
  return PAGES_BY_LANG[lang][key]().title;
}

function legalStory(lang: Lang, key: LegalPageKey): SeedStory {
  const page = PAGES_BY_LANG[lang][key]();
  return {
    full_slug: PAGES[key][lang],
    name: page.title,
    group: `legal-${key}`,
    tag_list: ['legal'],
    first_published_at: PUBLISHED_AT,
    content: {
      _uid: `legal-${key}-${lang}`,
      component: 'page',
      title: page.title,
      seo: { title: page.title, description: page.description },
      body: [{ _uid: `legal-${key}-${lang}-1`, component: 'rich_text', text: page.text }],
    },
  };
}

// ------------------------------------------------------------------------------------- Dutch

function termsNl(): LegalPage {
  return {
    title: 'Algemene voorwaarden',
    description:
      'De algemene voorwaarden van Kindershop: bestellen, prijzen, betalen, bezorgen, herroepingsrecht, garantie en klachten.',
    text: doc(
      p(
        'Deze algemene voorwaarden gelden voor elke bestelling die je als consument in onze webwinkel plaatst. Lees ze even door voordat je bestelt. Je kunt ze op deze pagina altijd opnieuw bekijken, opslaan of printen.',
      ),
      h(2, '1. Wie wij zijn'),
      p(
        'De webwinkel Kindershop is van {{company:name}}, {{company:address}}, ingeschreven in het handelsregister van de {{company:register}} onder nummer {{company:kvk}}, btw-nummer {{company:vat}}. Je bereikt ons via ',
        EMAIL,
        ' en op {{company:phone}}. Al onze gegevens staan bij de ',
        { text: 'bedrijfsgegevens', link: storyLink(PAGES.imprint.nl) },
        '.',
      ),
      h(2, '2. Waarvoor deze voorwaarden gelden'),
      p(
        'Deze voorwaarden gelden voor elk aanbod in onze webwinkel en voor elke koop op afstand die je daar met ons sluit, ook als je je bestelling in een van onze winkels ophaalt. Voor wat je rechtstreeks in een winkel koopt, gelden ze niet. Wijkt een aanbod af van deze voorwaarden, dan staat dat er duidelijk bij.',
      ),
      h(2, '3. Ons aanbod'),
      p(
        'We beschrijven onze artikelen zo nauwkeurig mogelijk, met foto’s, maten en prijzen. Kleuren kunnen op je scherm iets anders lijken dan in het echt. Een kennelijke vergissing in het aanbod, zoals een prijs die duidelijk niet kan kloppen, bindt ons niet. Bij elk artikel zie je of het op voorraad is.',
      ),
      h(2, '4. Zo bestel je'),
      ol(
        'Je legt de artikelen die je wilt in je winkelmand.',
        'Bij het afrekenen vul je je gegevens en je adres in en kies je een bezorgmethode en een betaalmethode.',
        'Voordat je bestelt, zie je je bestelling met alle kosten nog een keer op een rij. Klopt er iets niet, dan pas je het daar aan.',
        'Met de knop ‘Bestellen en betalen’ bestel je met betalingsverplichting.',
        'Direct daarna bevestigen we je bestelling per e-mail. Op dat moment komt de koopovereenkomst tot stand.',
      ),
      p(
        'We bewaren je bestelling. Met een account zie je al je bestellingen terug bij Mijn account. De overeenkomst sluit je in het Nederlands.',
      ),
      h(2, '5. Prijzen en verzendkosten'),
      p(
        'Alle prijzen in de webwinkel zijn in euro en inclusief btw. Daar komen de kosten van de bezorgmethode bij die je kiest; afhalen in een van onze winkels is gratis. Wat bezorgen kost en vanaf welk bedrag het gratis is, lees je bij ',
        { text: 'Verzendkosten en levertijden', link: storyLink(PAGES.shipping.nl) },
        '. Het totaalbedrag zie je bij het afrekenen voordat je bestelt.',
      ),
      h(2, '6. Betalen'),
      p(
        'Je betaalt bij het bestellen met een van de betaalmethoden die we bij het afrekenen aanbieden, zoals iDEAL, creditcard, PayPal, Apple Pay, Klarna of achteraf betalen met Riverty of in3, en met een cadeaukaart of je spaarpunten. Online betalingen verwerkt onze betaaldienstverlener Buckaroo. Betaal je per overboeking, dan versturen we je bestelling zodra je betaling binnen is.',
      ),
      h(2, '7. Bezorgen en afhalen'),
      ul(
        'We bezorgen op het adres dat je bij je bestelling opgeeft, in de landen die we bij het afrekenen aanbieden. Je kunt je bestelling ook gratis ophalen in een van onze winkels.',
        'De verwachte leverdatum zie je bij het afrekenen en in de bevestiging. We leveren uiterlijk 30 dagen na je bestelling, tenzij we samen een latere datum afspreken.',
        'Grote artikelen zoals kinderwagens en ledikanten bezorgen we op een afgesproken dag.',
        'Lukt het niet om op tijd te leveren, dan hoor je dat meteen. Je mag de bestelling dan kosteloos ontbinden en krijgt wat je al betaald hebt binnen 14 dagen terug.',
        'Tot je het artikel hebt ontvangen, is het ons risico als het zoekraakt of beschadigd raakt.',
      ),
      h(2, '8. Herroepingsrecht en retourneren'),
      p(
        'Een online aankoop mag je binnen 14 dagen na ontvangst zonder opgave van redenen ontbinden. Bij ons heb je zelfs 30 dagen om gratis te retourneren. Hoe dat werkt, welke uitzonderingen er zijn en het modelformulier voor herroeping lees je bij ',
        { text: 'Herroepingsrecht', link: storyLink(PAGES.withdrawal.nl) },
        '.',
      ),
      h(2, '9. Garantie'),
      p(
        'Wat je bij ons koopt, moet voldoen aan de overeenkomst: het heeft de eigenschappen uit de beschrijving, is geschikt voor normaal gebruik en voldoet aan de Europese veiligheidsnormen die ervoor gelden. Is dat niet zo, dan heb je recht op gratis herstel of vervanging, en als dat niet lukt op prijsverlaging of ontbinding. Meld een gebrek liefst binnen twee maanden nadat je het hebt ontdekt. Een garantie van de fabrikant komt bovenop deze wettelijke rechten en beperkt ze nooit.',
      ),
      h(2, '10. Aansprakelijkheid'),
      p(
        'We zijn aansprakelijk voor schade die je lijdt doordat we onze verplichtingen niet nakomen, zoals de wet dat regelt. We zijn niet aansprakelijk voor schade door gebruik dat ingaat tegen de gebruiksaanwijzing of de veiligheidsvoorschriften van een artikel, of door normale slijtage. Je rechten als consument blijven altijd gelden.',
      ),
      h(2, '11. Klachten'),
      p(
        'Niet tevreden? Laat het ons weten via ',
        EMAIL,
        ', op {{company:phone}} of met het ',
        { text: 'contactformulier', link: storyLink(PAGES.customerSupport.nl) },
        '. Je krijgt binnen één werkdag een ontvangstbevestiging en binnen 14 dagen een inhoudelijk antwoord. Hebben we meer tijd nodig, dan laten we je binnen die 14 dagen weten wanneer je het antwoord krijgt.',
      ),
      h(2, '12. Geschillen'),
      p(
        'Komen we er samen niet uit, dan kun je het geschil voorleggen aan de bevoegde rechter. We zijn niet aangesloten bij een geschillencommissie. Het Europese platform voor onlinegeschillenbeslechting (ODR-platform) bestaat sinds 20 juli 2025 niet meer.',
      ),
      h(2, '13. Toepasselijk recht'),
      p(
        'Op deze voorwaarden en op elke overeenkomst met ons is Nederlands recht van toepassing. Woon je in een ander land, dan houd je de bescherming die de dwingende regels van dat land je als consument geven.',
      ),
      p('Versie: november 2026'),
    ),
  };
}

function privacyNl(): LegalPage {
  return {
    title: 'Privacyverklaring',
    description:
      'Welke gegevens Kindershop verwerkt, waarvoor, met wie we ze delen, hoe lang we ze bewaren en welke rechten je hebt.',
    text: doc(
      p(
        'We gaan zorgvuldig om met je gegevens en gebruiken ze alleen waarvoor je ze aan ons geeft. In deze privacyverklaring lees je welke persoonsgegevens we verwerken, waarom, met wie we ze delen, hoe lang we ze bewaren en welke rechten je hebt.',
      ),
      h(2, 'Wie is verantwoordelijk'),
      p(
        'Verwerkingsverantwoordelijke is {{company:name}}, {{company:address}}, ingeschreven bij de {{company:register}} onder nummer {{company:kvk}}. Vragen over je privacy stel je via ',
        EMAIL,
        ' of op {{company:phone}}.',
      ),
      h(2, 'Welke gegevens we gebruiken en waarvoor'),
      h(3, 'Je bestelling'),
      p(
        'Je naam, adres, e-mailadres, telefoonnummer, wat je bestelt en hoe je betaalt, om je bestelling te leveren, je op de hoogte te houden en retouren en garantie af te handelen. Grondslag: de uitvoering van de overeenkomst (artikel 6 lid 1 sub b AVG). Onze administratie bewaren we omdat de belastingwet dat eist (artikel 6 lid 1 sub c AVG).',
      ),
      h(3, 'Betalen'),
      p(
        'Online betalingen lopen via onze betaaldienstverlener Buckaroo. Wij krijgen alleen te zien of en hoe je hebt betaald, nooit je volledige kaart- of inloggegevens van je bank. Kies je voor achteraf betalen (Klarna, Riverty of in3), dan geven we je naam, adres en bestelling door aan die aanbieder, die je kredietwaardigheid kan controleren. Grondslag: de uitvoering van de overeenkomst.',
      ),
      h(3, 'Je account, verlanglijst en geboortelijst'),
      p(
        'Met een account bewaren we je e-mailadres, je wachtwoord (alleen versleuteld), je adressen, je bestellingen, je aankopen in onze winkels, je spaarpunten en je verlanglijst. Maak je een geboortelijst, dan bewaren we wat je erop zet; wie de link van de lijst heeft, ziet de lijst met de namen die je erbij zet. Grondslag: de uitvoering van de overeenkomst.',
      ),
      h(3, 'Klantenservice en formulieren'),
      p(
        'Stuur je ons een bericht of vraag je de gratis zwangerschapsbox aan, dan gebruiken we wat je invult om je te helpen of de box te sturen. Grondslag: de uitvoering van de overeenkomst of je verzoek, en ons gerechtvaardigd belang om je vraag goed af te handelen (artikel 6 lid 1 sub f AVG).',
      ),
      h(3, 'Nieuwsbrief'),
      p(
        'Je ontvangt onze nieuwsbrief alleen als je je aanmeldt en dat bevestigt via de link in onze e-mail. Afmelden kan altijd, met de link onder elke nieuwsbrief. Grondslag: je toestemming (artikel 6 lid 1 sub a AVG), die je altijd kunt intrekken.',
      ),
      h(3, 'Reviews'),
      p(
        'Schrijf je een review, dan publiceren we die met de naam die je opgeeft. Grondslag: je toestemming.',
      ),
      h(3, 'Veiligheid'),
      p(
        'Om de winkel veilig te houden en misbruik zoals het raden van wachtwoorden te stoppen, gebruiken we kort je IP-adres en de tijdstippen van je verzoeken. Grondslag: ons gerechtvaardigd belang bij een veilige winkel.',
      ),
      h(3, 'Winkelzoeker'),
      p(
        'Zoek je een winkel bij jou in de buurt met je locatie, dan gebruiken we die alleen om de dichtstbijzijnde winkels te tonen; we bewaren hem niet. Grondslag: je verzoek.',
      ),
      h(2, 'Met wie we je gegevens delen'),
      p(
        'We verkopen je gegevens nooit. We delen ze alleen met partijen die ons helpen de winkel te laten werken, en alleen wat ze daarvoor nodig hebben. Met onze verwerkers hebben we een verwerkersovereenkomst gesloten.',
      ),
      ul(
        [
          { bold: 'Buckaroo B.V.' },
          ' (Utrecht): onze betaaldienstverlener, verwerkt je online betalingen.',
        ],
        [
          { bold: 'Onze hostingprovider' },
          ': onze servers en de database met je gegevens staan in een datacenter in de Europese Unie.',
        ],
        [
          { bold: 'Onze e-mailprovider' },
          ': verstuurt de e-mails van de winkel, zoals bevestigingen, inlogcodes en de nieuwsbrief.',
        ],
        [
          { bold: 'Vervoerders' },
          ' zoals PostNL en DHL: krijgen je naam, adres en zo nodig je telefoonnummer om je pakket te bezorgen.',
        ],
        [
          { bold: 'OpenStreetMap' },
          ': de kaart van onze winkelzoeker laadt kaarttegels van de tegelserver van OpenStreetMap (OpenStreetMap Foundation, Verenigd Koninkrijk). Die server ontvangt daarbij je IP-adres, alleen als je de kaart opent. Voor het Verenigd Koninkrijk heeft de Europese Commissie een adequaatheidsbesluit genomen.',
        ],
      ),
      p('Verder geven we gegevens alleen door als de wet ons daartoe verplicht.'),
      h(2, 'Hoe lang we je gegevens bewaren'),
      ul(
        'Bestellingen en facturen: 7 jaar, omdat de belastingwet dat voorschrijft.',
        'Je account: zolang je het hebt. Verwijder je je account, dan wissen we je gegevens binnen 30 dagen, behalve wat we voor de belasting moeten bewaren.',
        'Geboortelijst en verlanglijst: tot je ze verwijdert of je account opheft.',
        'Berichten aan de klantenservice: 2 jaar nadat je vraag is afgehandeld.',
        'Nieuwsbrief: tot je je afmeldt. Een aanmelding die je niet bevestigt, vervalt na 7 dagen.',
        'Reviews: zolang het product in ons assortiment is, of tot je ons vraagt ze te verwijderen.',
        'IP-adressen voor de veiligheid: hooguit 30 dagen.',
      ),
      h(2, 'Je rechten'),
      p('Je hebt het recht om:'),
      ul(
        'je gegevens in te zien (inzage);',
        'onjuiste gegevens te laten verbeteren (rectificatie);',
        'je gegevens te laten wissen (vergetelheid);',
        'de verwerking te laten beperken;',
        'je gegevens in een gangbaar formaat te krijgen of te laten doorsturen (overdraagbaarheid);',
        'bezwaar te maken tegen een verwerking op grond van ons gerechtvaardigd belang;',
        'je toestemming in te trekken, zonder dat dat afdoet aan wat we daarvoor al hebben gedaan.',
      ),
      p(
        'Stuur je verzoek naar ',
        EMAIL,
        '. We antwoorden binnen een maand. Je account verwijder je ook zelf bij Mijn account. Ben je het niet eens met hoe we met je gegevens omgaan, dan kun je een klacht indienen bij de ',
        {
          text: 'Autoriteit Persoonsgegevens',
          link: urlLink(DATA_PROTECTION_AUTHORITY_NL),
        },
        '.',
      ),
      h(2, 'Beveiliging'),
      p(
        'De winkel werkt alleen via een beveiligde verbinding (https), wachtwoorden bewaren we alleen versleuteld, en alleen medewerkers die je gegevens voor hun werk nodig hebben, kunnen erbij.',
      ),
      h(2, 'Cookies'),
      p(
        'We plaatsen alleen cookies van Google Analytics als je daar toestemming voor geeft, en volgen je anders niet. Wat de winkel in je browser bewaart en welke cookies er met je toestemming bij komen, lees je in de ',
        { text: 'cookieverklaring', link: storyLink(PAGES.cookies.nl) },
        '.',
      ),
      p('Versie: november 2026'),
    ),
  };
}

function cookiesNl(): LegalPage {
  return {
    title: 'Cookieverklaring',
    description:
      'Kindershop plaatst alleen analyse- en advertentiecookies met je toestemming. Dit bewaart de winkel in je browser, en dit komt er met je toestemming bij.',
    text: doc(
      p(
        'Zonder je toestemming plaatst Kindershop geen cookies. Wat de winkel nodig heeft om te werken, bewaart hij in de opslag van je eigen browser (localStorage, sessionStorage en IndexedDB). Dat is functionele opslag: de winkel werkt niet zonder, we gebruiken hem niet om je te volgen en er is daarom geen toestemming voor nodig (artikel 11.7a Telecommunicatiewet).',
      ),
      h(2, 'Wat we in je browser bewaren'),
      ul(
        [
          { bold: 'Je winkelmand' },
          ': het kenmerk en de sleutel van je winkelmand, zodat je artikelen bewaard blijven, ook als je later terugkomt. Tot je bestelt of je winkelmand leegmaakt.',
        ],
        [
          { bold: 'Je inlog' },
          ': de sleutels van je sessie als je inlogt. Tot je uitlogt, en hooguit 30 dagen.',
        ],
        [
          { bold: 'Je gegevens tijdens het afrekenen' },
          ': wat je invult, zodat je het niet opnieuw hoeft te typen als je even weg bent. 30 minuten na je laatste wijziging gewist.',
        ],
        [
          { bold: 'Je winkel' },
          ': de winkel die je kiest om voorraad te bekijken of af te halen. Tot je een andere kiest.',
        ],
        [
          { bold: 'Je verlanglijst' },
          ' als je niet bent ingelogd, en de cadeaus die je voor een geboortelijst in je winkelmand legt.',
        ],
        [
          { bold: 'Je zoekopdrachten en vorige pagina’s' },
          ', zodat de terugknop en je recente zoekopdrachten werken. De vorige pagina’s worden gewist als je het tabblad sluit.',
        ],
        [
          { bold: 'Bestellingen die nog verstuurd moeten worden' },
          ', als je zonder verbinding bestelt. Gewist zodra ze bij ons zijn.',
        ],
        [
          { bold: 'Je cookiekeuze' },
          ': of je toestemming geeft voor statistieken en marketing, zodat we het je niet op elke pagina vragen. Tot je hem wijzigt via ‘Cookie-instellingen’ onderaan elke pagina.',
        ],
        [
          { bold: 'De bestanden van de winkel' },
          ' (service worker), zodat pagina’s snel laden en de winkel ook zonder verbinding werkt.',
        ],
      ),
      h(2, 'Alleen met je toestemming: Google Tag Manager en Google Analytics'),
      p(
        'Gebruikt de winkel Google Tag Manager, dan vragen we bij je eerste bezoek of je toestemming geeft. Weiger je, dan laadt je browser niets van Google en worden deze cookies niet geplaatst. Geef je toestemming, dan laadt de winkel Google Tag Manager (dat zelf geen cookies plaatst), en plaatst Google Analytics:',
      ),
      ul(
        [
          { bold: '_ga' },
          ': onderscheidt bezoekers met een willekeurig nummer (statistieken). 2 jaar.',
        ],
        [
          { bold: '_ga_<container-id>' },
          ': houdt je bezoek bij, zodat pagina’s van één bezoek bij elkaar horen (statistieken). 2 jaar.',
        ],
        [
          { bold: '_gcl_au' },
          ': alleen met toestemming voor marketing: koppelt een bestelling aan een advertentie van Google waarop je klikte. 90 dagen.',
        ],
      ),
      p(
        'Met je toestemming bewaren we ook de nummers van je laatste bestellingen in je browser, zodat een bestelling maar één keer gemeten wordt. Je kunt je keuze altijd wijzigen of intrekken via ‘Cookie-instellingen’ onderaan elke pagina.',
      ),
      h(2, 'Andere partijen'),
      p(
        'Betaal je online, dan ga je naar de betaalpagina van Buckaroo of je bank. Die kunnen daar hun eigen cookies plaatsen, volgens hun eigen voorwaarden. Open je de kaart van de winkelzoeker, dan laadt je browser kaarttegels van OpenStreetMap; daarbij ontvangt hun server je IP-adres (meer in de ',
        { text: 'privacyverklaring', link: storyLink(PAGES.privacy.nl) },
        ').',
      ),
      h(2, 'Zelf wissen'),
      p(
        'Je kunt alles wat de winkel in je browser bewaart altijd zelf wissen, via de instellingen van je browser (sitegegevens wissen). Je winkelmand en je inlog zijn dan weg; een winkelmand van je account staat na het inloggen weer klaar.',
      ),
      p('Versie: november 2026'),
    ),
  };
}

function withdrawalNl(): LegalPage {
  return {
    title: 'Herroepingsrecht',
    description:
      'Je herroepingsrecht bij Kindershop: 14 dagen wettelijke bedenktijd, 30 dagen gratis retourneren, en het modelformulier voor herroeping.',
    text: doc(
      p(
        'Koop je online bij ons, dan heb je 14 dagen bedenktijd. In die tijd mag je de koop zonder opgave van redenen ontbinden. Bij ons heb je zelfs 30 dagen om gratis te retourneren. Hieronder lees je hoe het werkt.',
      ),
      h(2, 'Herroepingsrecht'),
      p(
        'Je hebt het recht om binnen 14 dagen zonder opgave van redenen de overeenkomst te herroepen. De herroepingstermijn verstrijkt 14 dagen na de dag waarop jij, of een door jou aangewezen derde die niet de vervoerder is, het artikel fysiek in bezit krijgt. Bestel je meerdere artikelen in één bestelling die apart worden geleverd, dan verstrijkt de termijn 14 dagen na de dag waarop je het laatste artikel ontvangt.',
      ),
      p(
        'Om het herroepingsrecht uit te oefenen, laat je ons ({{company:name}}, {{company:address}}, telefoon {{company:phone}}, e-mail ',
        EMAIL,
        ') met een ondubbelzinnige verklaring weten dat je de overeenkomst herroept, bijvoorbeeld per brief of e-mail. Je kunt daarvoor het modelformulier voor herroeping hieronder gebruiken, maar dat hoeft niet. Je kunt je retour ook aanmelden in je account.',
      ),
      p(
        'Om de termijn te halen, is het genoeg dat je je bericht verstuurt voordat de herroepingstermijn is verstreken.',
      ),
      h(2, 'Gevolgen van de herroeping'),
      p(
        'Als je de overeenkomst herroept, betalen we je alles terug wat je ons hebt betaald, inclusief de bezorgkosten (behalve de extra kosten als je een duurdere bezorgmethode hebt gekozen dan onze goedkoopste standaardbezorging). We doen dat zonder onnodige vertraging en uiterlijk 14 dagen nadat we je herroeping hebben ontvangen. We betalen terug met hetzelfde betaalmiddel waarmee je hebt betaald, tenzij je uitdrukkelijk met iets anders instemt. Voor de terugbetaling betaal je niets.',
      ),
      p(
        'We mogen wachten met terugbetalen tot we de artikelen terug hebben, of tot je aantoont dat je ze hebt teruggestuurd, als dat eerder is.',
      ),
      p(
        'Stuur de artikelen zonder onnodige vertraging terug, en uiterlijk 14 dagen nadat je ons je herroeping hebt laten weten. Je bent op tijd als je ze verstuurt voordat die 14 dagen voorbij zijn.',
      ),
      p(
        'Wij betalen de kosten van het terugsturen. Grote artikelen die niet met de post terug kunnen, zoals kinderwagens en ledikanten die we op een afgesproken dag hebben bezorgd, halen we op onze kosten bij je op.',
      ),
      p(
        'Je bent alleen aansprakelijk voor waardevermindering van een artikel als die komt doordat je er verder mee bent omgegaan dan nodig is om de aard, de kenmerken en de werking ervan vast te stellen. Bekijk en probeer het dus zoals je dat in een winkel zou doen.',
      ),
      h(2, 'Uitzonderingen'),
      p(
        'Het herroepingsrecht geldt niet voor artikelen die volgens jouw wensen zijn gemaakt of duidelijk voor jou persoonlijk zijn bedoeld, zoals artikelen met een geborduurde naam. Het vervalt voor verzegelde artikelen die om redenen van gezondheid of hygiëne niet terug kunnen als de verzegeling na de levering is verbroken, zoals spenen, flessen, borstkolven en verzorgingsproducten.',
      ),
      h(2, '30 dagen gratis retourneren'),
      p(
        'Bovenop je wettelijke herroepingsrecht mag je bij ons tot 30 dagen na ontvangst gratis retourneren. Hoe je een retour aanmeldt, lees je bij ',
        { text: 'Retourneren', link: storyLink(PAGES.returns.nl) },
        '. Je wettelijke rechten blijven daarbij altijd gelden.',
      ),
      h(2, 'Modelformulier voor herroeping'),
      p(
        'Dit is het wettelijke modelformulier. Print het, vul het in en stuur het ons per post, of zet de gegevens in een e-mail aan ',
        EMAIL,
        '.',
      ),
      quote(
        p(
          '(dit formulier alleen invullen en terugzenden wanneer u de overeenkomst wilt herroepen)',
        ),
        p('— Aan: {{company:name}}, {{company:address}}, e-mail: {{company:email}}'),
        p(
          '— Ik/Wij* deel/delen* u hierbij mede dat ik/wij* onze overeenkomst betreffende de verkoop van de volgende goederen/levering van de volgende dienst* herroep/herroepen*:',
        ),
        p('— Besteld op*/Ontvangen op*:'),
        p('— Naam/Namen consument(en):'),
        p('— Adres consument(en):'),
        p(
          '— Handtekening van consument(en) (alleen wanneer dit formulier op papier wordt ingediend):',
        ),
        p('— Datum:'),
        p('* Doorhalen wat niet van toepassing is.'),
      ),
    ),
  };
}

function imprintNl(): LegalPage {
  return {
    title: 'Bedrijfsgegevens',
    description:
      'De bedrijfsgegevens van Kindershop: adres, contact, bestuurders, KvK-nummer en btw-nummer.',
    text: doc(
      p('Kindershop is een webwinkel en winkelketen van:'),
      p({ bold: '{{company:name}}' }),
      p('{{company:address}}, Nederland'),
      h(2, 'Contact'),
      ul(
        ['E-mail: ', EMAIL],
        'Telefoon: {{company:phone}} (maandag tot en met vrijdag 8:30 - 21:00 uur, zaterdag 9:00 - 17:00 uur)',
        [
          'Of stuur ons een bericht met het ',
          { text: 'contactformulier', link: storyLink(PAGES.customerSupport.nl) },
        ],
      ),
      h(2, 'Registratie'),
      ul(
        'Handelsregister: {{company:register}}, nummer {{company:kvk}}',
        'Btw-identificatienummer: {{company:vat}}',
        'Bestuurder(s): {{company:representatives}}',
      ),
      h(2, 'Klachten en geschillen'),
      p(
        'Hoe we met klachten omgaan en wat je kunt doen als we er samen niet uitkomen, lees je in onze ',
        { text: 'algemene voorwaarden', link: storyLink(PAGES.terms.nl) },
        '.',
      ),
    ),
  };
}

// ------------------------------------------------------------------------------------ German

function termsDe(): LegalPage {
  return {
    title: 'Allgemeine Geschäftsbedingungen',
    description:
      'Die AGB von Kindershop: Vertragsschluss, Preise, Zahlung, Lieferung, Widerrufsrecht, Gewährleistung, Haftung und Streitbeilegung.',
    text: doc(
      h(2, '§ 1 Geltungsbereich'),
      p(
        'Diese Allgemeinen Geschäftsbedingungen gelten für alle Bestellungen, die Verbraucherinnen und Verbraucher über unseren Onlineshop aufgeben. Verbraucher ist jede natürliche Person, die ein Rechtsgeschäft zu Zwecken abschließt, die überwiegend weder ihrer gewerblichen noch ihrer selbständigen beruflichen Tätigkeit zugerechnet werden können. Für Einkäufe direkt in unseren Filialen gelten sie nicht.',
      ),
      h(2, '§ 2 Vertragspartner'),
      p(
        'Ihr Vertragspartner ist {{company:name}}, {{company:address}}, Niederlande, vertreten durch {{company:representatives}}, eingetragen im Handelsregister ({{company:register}}) unter der Nummer {{company:kvk}}, USt-IdNr. {{company:vat}}. Sie erreichen uns unter ',
        EMAIL,
        ' und telefonisch unter {{company:phone}}. Alle Angaben finden Sie im ',
        { text: 'Impressum', link: storyLink(PAGES.imprint.de) },
        '.',
      ),
      h(2, '§ 3 Vertragsschluss'),
      p(
        'Die Darstellung der Produkte im Onlineshop ist kein rechtlich bindendes Angebot, sondern eine Aufforderung zur Bestellung. So kommt der Vertrag zustande:',
      ),
      ol(
        'Sie legen die gewünschten Artikel in den Warenkorb.',
        'An der Kasse geben Sie Ihre Daten und Ihre Anschrift ein und wählen eine Versand- und eine Zahlungsart.',
        'Vor dem Absenden sehen Sie Ihre Bestellung mit allen Kosten noch einmal im Überblick und können Eingabefehler dort berichtigen.',
        'Mit dem Klick auf die Schaltfläche „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot zum Kauf der Artikel im Warenkorb ab.',
        'Wir bestätigen Ihre Bestellung unmittelbar danach per E-Mail. Mit dieser Bestellbestätigung nehmen wir Ihr Angebot an; der Kaufvertrag ist geschlossen.',
      ),
      p(
        'Wir speichern den Vertragstext. Die Bestelldaten erhalten Sie mit der Bestellbestätigung; mit einem Kundenkonto sehen Sie Ihre Bestellungen jederzeit unter Mein Konto. Diese AGB können Sie auf dieser Seite jederzeit abrufen, speichern und ausdrucken. Vertragssprache ist Deutsch.',
      ),
      h(2, '§ 4 Preise und Versandkosten'),
      p(
        'Alle Preise sind in Euro angegeben. Bei den Artikeln nennen wir den Preis zuzüglich Mehrwertsteuer. Der Gesamtpreis, den Sie zahlen, enthält die gesetzliche Mehrwertsteuer; hinzu kommen die Kosten der gewählten Versandart. Den Gesamtpreis einschließlich Mehrwertsteuer und Versandkosten sehen Sie im Warenkorb und an der Kasse, bevor Sie bestellen. Was der Versand kostet und ab welchem Bestellwert er kostenlos ist, lesen Sie unter ',
        { text: 'Versandkosten und Lieferzeiten', link: storyLink(PAGES.shipping.de) },
        '. Die Abholung in einer Filiale ist kostenlos.',
      ),
      h(2, '§ 5 Zahlung'),
      p(
        'Sie bezahlen mit einer der Zahlungsarten, die wir Ihnen an der Kasse anbieten, zum Beispiel Kreditkarte, PayPal, Apple Pay, Klarna, Kauf auf Rechnung mit Riverty, Vorkasse per Überweisung, Gutscheinkarte oder Treuepunkte. Onlinezahlungen wickelt unser Zahlungsdienstleister Buckaroo ab. Der Kaufpreis ist mit Vertragsschluss fällig; bei Vorkasse versenden wir die Ware nach Eingang Ihrer Zahlung.',
      ),
      h(2, '§ 6 Lieferung'),
      ul(
        'Wir liefern an die von Ihnen angegebene Anschrift in die Länder, die wir Ihnen an der Kasse anbieten. Sie können Ihre Bestellung auch kostenlos in einer unserer Filialen abholen.',
        'Den voraussichtlichen Liefertermin sehen Sie an der Kasse und in der Bestellbestätigung. Wir liefern spätestens 30 Tage nach Vertragsschluss, sofern nichts anderes vereinbart ist.',
        'Große Artikel wie Kinderwagen und Babybetten liefern wir per Spedition an einem vereinbarten Termin.',
        'Können wir nicht rechtzeitig liefern, informieren wir Sie sofort. Sie können dann vom Vertrag zurücktreten; bereits geleistete Zahlungen erstatten wir unverzüglich.',
        'Die Gefahr des zufälligen Untergangs und der Verschlechterung der Ware geht erst mit der Übergabe an Sie auf Sie über.',
      ),
      h(2, '§ 7 Eigentumsvorbehalt'),
      p('Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'),
      h(2, '§ 8 Widerrufsrecht'),
      p(
        'Als Verbraucher haben Sie ein gesetzliches Widerrufsrecht von 14 Tagen. Die Einzelheiten, die Ausnahmen und das Muster-Widerrufsformular finden Sie in unserer ',
        { text: 'Widerrufsbelehrung', link: storyLink(PAGES.withdrawal.de) },
        '. Zusätzlich räumen wir Ihnen ein freiwilliges Rückgaberecht von 30 Tagen ab Erhalt der Ware ein; Ihr gesetzliches Widerrufsrecht bleibt davon unberührt.',
      ),
      h(2, '§ 9 Gewährleistung'),
      p(
        'Es gelten die gesetzlichen Mängelhaftungsrechte. Ansprüche wegen Mängeln verjähren zwei Jahre nach Ablieferung der Ware. Ist ein Artikel mangelhaft, können Sie zunächst Nacherfüllung verlangen, also nach Ihrer Wahl die Beseitigung des Mangels oder die Lieferung einer mangelfreien Sache; gelingt sie nicht, können Sie den Kaufpreis mindern oder vom Vertrag zurücktreten. Eine Garantie des Herstellers gilt zusätzlich und schränkt Ihre gesetzlichen Rechte nicht ein.',
      ),
      h(2, '§ 10 Haftung'),
      p(
        'Wir haften unbeschränkt für Vorsatz und grobe Fahrlässigkeit, für Schäden aus der Verletzung des Lebens, des Körpers oder der Gesundheit, nach dem Produkthaftungsgesetz und soweit wir eine Garantie übernommen haben. Bei leicht fahrlässiger Verletzung einer wesentlichen Vertragspflicht, also einer Pflicht, deren Erfüllung die ordnungsgemäße Durchführung des Vertrags erst ermöglicht und auf deren Einhaltung Sie regelmäßig vertrauen dürfen, ist unsere Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt. Im Übrigen haften wir für leichte Fahrlässigkeit nicht.',
      ),
      h(2, '§ 11 Reklamationen und Streitbeilegung'),
      p(
        'Wenden Sie sich bei einer Reklamation an unseren Kundenservice unter ',
        EMAIL,
        ', telefonisch unter {{company:phone}} oder über das ',
        { text: 'Kontaktformular', link: storyLink(PAGES.customerSupport.de) },
        '. Sie erhalten innerhalb eines Werktags eine Eingangsbestätigung und innerhalb von 14 Tagen eine Antwort.',
      ),
      p(
        'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Die Plattform der EU-Kommission zur Online-Streitbeilegung (OS-Plattform) wurde am 20. Juli 2025 eingestellt.',
      ),
      h(2, '§ 12 Anwendbares Recht'),
      p(
        'Es gilt das Recht der Niederlande unter Ausschluss des UN-Kaufrechts. Haben Sie Ihren gewöhnlichen Aufenthalt in einem anderen Staat, behalten Sie den Schutz der zwingenden Verbraucherschutzvorschriften dieses Staates.',
      ),
      p('Stand: November 2026'),
    ),
  };
}

function privacyDe(): LegalPage {
  return {
    title: 'Datenschutzerklärung',
    description:
      'Welche Daten Kindershop verarbeitet, zu welchen Zwecken und auf welcher Rechtsgrundlage, an wen sie gehen, wie lange wir sie speichern und welche Rechte Sie haben.',
    text: doc(
      p(
        'Wir gehen sorgfältig mit Ihren Daten um und verwenden sie nur für den Zweck, für den Sie sie uns geben. Hier lesen Sie, welche personenbezogenen Daten wir verarbeiten, warum, an wen wir sie weitergeben, wie lange wir sie speichern und welche Rechte Sie haben.',
      ),
      h(2, 'Verantwortlicher'),
      p(
        'Verantwortlich im Sinne der Datenschutz-Grundverordnung (DSGVO) ist {{company:name}}, {{company:address}}, Niederlande, vertreten durch {{company:representatives}}, eingetragen im Handelsregister ({{company:register}}) unter der Nummer {{company:kvk}}. Fragen zum Datenschutz richten Sie bitte an ',
        EMAIL,
        ' oder telefonisch an {{company:phone}}.',
      ),
      h(2, 'Welche Daten wir wofür verarbeiten'),
      h(3, 'Ihre Bestellung'),
      p(
        'Ihren Namen, Ihre Anschrift, E-Mail-Adresse und Telefonnummer, die bestellten Artikel und die Zahlungsart, um Ihre Bestellung zu liefern, Sie über sie zu informieren und Rücksendungen und Gewährleistung abzuwickeln. Rechtsgrundlage: die Erfüllung des Vertrags (Art. 6 Abs. 1 lit. b DSGVO). Unsere Buchhaltungsunterlagen bewahren wir auf, weil das Steuerrecht es verlangt (Art. 6 Abs. 1 lit. c DSGVO).',
      ),
      h(3, 'Zahlung'),
      p(
        'Onlinezahlungen laufen über unseren Zahlungsdienstleister Buckaroo. Wir erfahren nur, ob und wie Sie bezahlt haben, nie Ihre vollständigen Karten- oder Bankzugangsdaten. Wählen Sie Kauf auf Rechnung oder Ratenzahlung (Klarna, Riverty oder in3), geben wir Ihren Namen, Ihre Anschrift und Ihre Bestellung an diesen Anbieter weiter, der Ihre Kreditwürdigkeit prüfen kann. Rechtsgrundlage: die Erfüllung des Vertrags.',
      ),
      h(3, 'Kundenkonto, Wunschliste und Geburtsliste'),
      p(
        'Mit einem Kundenkonto speichern wir Ihre E-Mail-Adresse, Ihr Passwort (nur verschlüsselt), Ihre Anschriften, Bestellungen, Einkäufe in unseren Filialen, Treuepunkte und Ihre Wunschliste. Legen Sie eine Geburtsliste an, speichern wir, was Sie darauf setzen; wer den Link der Liste kennt, sieht die Liste mit den Namen, die Sie dazu angeben. Rechtsgrundlage: die Erfüllung des Vertrags.',
      ),
      h(3, 'Kundenservice und Formulare'),
      p(
        'Schreiben Sie uns oder bestellen Sie die kostenlose Schwangerschaftsbox, verwenden wir Ihre Angaben, um Ihnen zu antworten oder die Box zu senden. Rechtsgrundlage: die Erfüllung des Vertrags oder Ihrer Anfrage und unser berechtigtes Interesse an der sorgfältigen Bearbeitung (Art. 6 Abs. 1 lit. f DSGVO).',
      ),
      h(3, 'Newsletter'),
      p(
        'Unseren Newsletter erhalten Sie nur, wenn Sie sich anmelden und die Anmeldung über den Link in unserer E-Mail bestätigen. Abmelden können Sie sich jederzeit über den Link in jedem Newsletter. Rechtsgrundlage: Ihre Einwilligung (Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.',
      ),
      h(3, 'Bewertungen'),
      p(
        'Schreiben Sie eine Produktbewertung, veröffentlichen wir sie mit dem Namen, den Sie angeben. Rechtsgrundlage: Ihre Einwilligung.',
      ),
      h(3, 'Sicherheit'),
      p(
        'Um den Shop sicher zu halten und Missbrauch wie das Erraten von Passwörtern abzuwehren, verarbeiten wir kurzzeitig Ihre IP-Adresse und die Zeitpunkte Ihrer Anfragen. Rechtsgrundlage: unser berechtigtes Interesse an einem sicheren Shop.',
      ),
      h(3, 'Filialsuche'),
      p(
        'Suchen Sie eine Filiale in Ihrer Nähe über Ihren Standort, verwenden wir ihn nur, um die nächstgelegenen Filialen zu zeigen; wir speichern ihn nicht. Rechtsgrundlage: Ihre Anfrage.',
      ),
      h(2, 'Empfänger Ihrer Daten'),
      p(
        'Wir verkaufen Ihre Daten nie. Wir geben sie nur an Dienstleister weiter, die uns beim Betrieb des Shops helfen, und nur so weit, wie diese sie dafür brauchen. Mit unseren Auftragsverarbeitern haben wir Verträge nach Art. 28 DSGVO geschlossen.',
      ),
      ul(
        [
          { bold: 'Buckaroo B.V.' },
          ' (Utrecht, Niederlande): unser Zahlungsdienstleister, wickelt Ihre Onlinezahlungen ab.',
        ],
        [
          { bold: 'Unser Hosting-Anbieter' },
          ': unsere Server und die Datenbank mit Ihren Daten stehen in einem Rechenzentrum in der Europäischen Union.',
        ],
        [
          { bold: 'Unser E-Mail-Dienstleister' },
          ': versendet die E-Mails des Shops, etwa Bestellbestätigungen, Anmeldecodes und den Newsletter.',
        ],
        [
          { bold: 'Versanddienstleister' },
          ' wie DHL und PostNL: erhalten Ihren Namen, Ihre Anschrift und, wenn nötig, Ihre Telefonnummer für die Zustellung.',
        ],
        [
          { bold: 'OpenStreetMap' },
          ': die Karte unserer Filialsuche lädt Kartenkacheln vom Kachelserver von OpenStreetMap (OpenStreetMap Foundation, Vereinigtes Königreich). Dieser Server erhält dabei Ihre IP-Adresse, nur wenn Sie die Karte öffnen. Für das Vereinigte Königreich besteht ein Angemessenheitsbeschluss der EU-Kommission.',
        ],
      ),
      p('Darüber hinaus geben wir Daten nur weiter, wenn wir gesetzlich dazu verpflichtet sind.'),
      h(2, 'Speicherdauer'),
      ul(
        'Bestellungen und Rechnungen: 7 Jahre, wie es das niederländische Steuerrecht vorschreibt.',
        'Kundenkonto: solange Sie es haben. Löschen Sie Ihr Konto, löschen wir Ihre Daten innerhalb von 30 Tagen, ausgenommen, was wir aus steuerlichen Gründen aufbewahren müssen.',
        'Geburtsliste und Wunschliste: bis Sie sie löschen oder Ihr Konto auflösen.',
        'Nachrichten an den Kundenservice: 2 Jahre nach Erledigung Ihrer Anfrage.',
        'Newsletter: bis Sie sich abmelden. Eine nicht bestätigte Anmeldung verfällt nach 7 Tagen.',
        'Bewertungen: solange das Produkt in unserem Sortiment ist oder bis Sie uns um Löschung bitten.',
        'IP-Adressen zur Sicherheit: höchstens 30 Tage.',
      ),
      h(2, 'Ihre Rechte'),
      p('Sie haben das Recht auf:'),
      ul(
        'Auskunft über Ihre Daten (Art. 15 DSGVO);',
        'Berichtigung unrichtiger Daten (Art. 16 DSGVO);',
        'Löschung (Art. 17 DSGVO);',
        'Einschränkung der Verarbeitung (Art. 18 DSGVO);',
        'Datenübertragbarkeit in einem gängigen Format (Art. 20 DSGVO);',
        'Widerspruch gegen eine Verarbeitung auf Grundlage unseres berechtigten Interesses (Art. 21 DSGVO);',
        'Widerruf Ihrer Einwilligung mit Wirkung für die Zukunft (Art. 7 Abs. 3 DSGVO).',
      ),
      p(
        'Schreiben Sie uns dazu an ',
        EMAIL,
        '. Wir antworten innerhalb eines Monats. Ihr Kundenkonto können Sie auch selbst unter Mein Konto löschen.',
      ),
      p(
        'Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren (Art. 77 DSGVO). Für uns zuständig ist die niederländische ',
        { text: 'Autoriteit Persoonsgegevens', link: urlLink(DATA_PROTECTION_AUTHORITY_NL) },
        '. Sie können sich auch an die Datenschutz-Aufsichtsbehörde Ihres Bundeslandes oder Ihres Wohnorts wenden.',
      ),
      h(2, 'Sicherheit'),
      p(
        'Der Shop ist nur über eine verschlüsselte Verbindung (https) erreichbar, Passwörter speichern wir nur verschlüsselt, und nur Mitarbeitende, die Ihre Daten für ihre Arbeit brauchen, haben Zugriff darauf.',
      ),
      h(2, 'Cookies'),
      p(
        'Wir setzen Cookies von Google Analytics nur mit Ihrer Einwilligung und verfolgen Sie sonst nicht. Was der Shop in Ihrem Browser speichert und welche Cookies mit Ihrer Einwilligung hinzukommen, lesen Sie in der ',
        { text: 'Cookie-Richtlinie', link: storyLink(PAGES.cookies.de) },
        '.',
      ),
      p('Stand: November 2026'),
    ),
  };
}

function cookiesDe(): LegalPage {
  return {
    title: 'Cookie-Richtlinie',
    description:
      'Kindershop setzt Analyse- und Werbe-Cookies nur mit Ihrer Einwilligung. Das speichert der Shop in Ihrem Browser, und das kommt mit Ihrer Einwilligung hinzu.',
    text: doc(
      p(
        'Ohne Ihre Einwilligung setzt Kindershop keine Cookies. Was der Shop zum Funktionieren braucht, speichert er im Speicher Ihres eigenen Browsers (localStorage, sessionStorage und IndexedDB). Das ist unbedingt erforderliche Speicherung: Ohne sie funktioniert der Shop nicht, wir verwenden sie nicht, um Sie zu verfolgen, und sie bedarf deshalb keiner Einwilligung (§ 25 Abs. 2 Nr. 2 TDDDG).',
      ),
      h(2, 'Was wir in Ihrem Browser speichern'),
      ul(
        [
          { bold: 'Ihr Warenkorb' },
          ': die Kennung und der Schlüssel Ihres Warenkorbs, damit Ihre Artikel erhalten bleiben, auch wenn Sie später wiederkommen. Bis Sie bestellen oder den Warenkorb leeren.',
        ],
        [
          { bold: 'Ihre Anmeldung' },
          ': die Schlüssel Ihrer Sitzung, wenn Sie sich anmelden. Bis Sie sich abmelden, höchstens 30 Tage.',
        ],
        [
          { bold: 'Ihre Angaben an der Kasse' },
          ': was Sie eingeben, damit Sie es nach einer Pause nicht neu tippen müssen. 30 Minuten nach Ihrer letzten Änderung gelöscht.',
        ],
        [
          { bold: 'Ihre Filiale' },
          ': die Filiale, die Sie für Bestand und Abholung wählen. Bis Sie eine andere wählen.',
        ],
        [
          { bold: 'Ihre Wunschliste' },
          ', wenn Sie nicht angemeldet sind, und die Geschenke, die Sie für eine Geburtsliste in den Warenkorb legen.',
        ],
        [
          { bold: 'Ihre Suchanfragen und zuletzt besuchten Seiten' },
          ', damit die Zurück-Schaltfläche und Ihre letzten Suchen funktionieren. Die besuchten Seiten werden gelöscht, wenn Sie den Tab schließen.',
        ],
        [
          { bold: 'Noch nicht gesendete Bestellungen' },
          ', wenn Sie ohne Verbindung bestellen. Gelöscht, sobald sie bei uns angekommen sind.',
        ],
        [
          { bold: 'Ihre Cookie-Auswahl' },
          ': ob Sie in Statistik und Marketing einwilligen, damit wir Sie nicht auf jeder Seite fragen. Bis Sie sie über „Cookie-Einstellungen“ unten auf jeder Seite ändern.',
        ],
        [
          { bold: 'Die Dateien des Shops' },
          ' (Service Worker), damit Seiten schnell laden und der Shop auch ohne Verbindung funktioniert.',
        ],
      ),
      h(2, 'Nur mit Ihrer Einwilligung: Google Tag Manager und Google Analytics'),
      p(
        'Verwendet der Shop den Google Tag Manager, fragen wir Sie bei Ihrem ersten Besuch um Ihre Einwilligung. Lehnen Sie ab, lädt Ihr Browser nichts von Google und diese Cookies werden nicht gesetzt. Willigen Sie ein, lädt der Shop den Google Tag Manager (der selbst keine Cookies setzt), und Google Analytics setzt:',
      ),
      ul(
        [
          { bold: '_ga' },
          ': unterscheidet Besucher mit einer zufälligen Nummer (Statistik). 2 Jahre.',
        ],
        [
          { bold: '_ga_<Container-ID>' },
          ': hält Ihren Besuch fest, damit die Seiten eines Besuchs zusammengehören (Statistik). 2 Jahre.',
        ],
        [
          { bold: '_gcl_au' },
          ': nur mit Einwilligung in Marketing: verknüpft eine Bestellung mit einer Google-Anzeige, die Sie angeklickt haben. 90 Tage.',
        ],
      ),
      p(
        'Mit Ihrer Einwilligung speichern wir auch die Nummern Ihrer letzten Bestellungen in Ihrem Browser, damit eine Bestellung nur einmal gemessen wird. Sie können Ihre Wahl jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite ändern oder widerrufen.',
      ),
      h(2, 'Andere Anbieter'),
      p(
        'Bezahlen Sie online, gelangen Sie auf die Zahlungsseite von Buckaroo oder Ihrer Bank. Diese können dort eigene Cookies setzen, nach ihren eigenen Bedingungen. Öffnen Sie die Karte der Filialsuche, lädt Ihr Browser Kartenkacheln von OpenStreetMap; deren Server erhält dabei Ihre IP-Adresse (mehr in der ',
        { text: 'Datenschutzerklärung', link: storyLink(PAGES.privacy.de) },
        ').',
      ),
      h(2, 'Selbst löschen'),
      p(
        'Alles, was der Shop in Ihrem Browser speichert, können Sie jederzeit in den Einstellungen Ihres Browsers löschen (Websitedaten löschen). Ihr Warenkorb und Ihre Anmeldung sind dann weg; den Warenkorb Ihres Kundenkontos finden Sie nach der Anmeldung wieder.',
      ),
      p('Stand: November 2026'),
    ),
  };
}

function withdrawalDe(): LegalPage {
  return {
    title: 'Widerrufsrecht',
    description:
      'Widerrufsbelehrung von Kindershop mit Muster-Widerrufsformular, dazu unser freiwilliges Rückgaberecht von 30 Tagen.',
    text: doc(
      p(
        'Als Verbraucher haben Sie bei Bestellungen in unserem Onlineshop ein gesetzliches Widerrufsrecht von 14 Tagen. Darüber hinaus können Sie Artikel bei uns 30 Tage lang kostenlos zurückgeben (siehe unten).',
      ),
      h(2, 'Widerrufsbelehrung'),
      h(3, 'Widerrufsrecht'),
      p(
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen.',
      ),
      p(
        'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Haben Sie mehrere Waren im Rahmen einer einheitlichen Bestellung bestellt, die getrennt geliefert werden, beginnt die Frist an dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die letzte Ware in Besitz genommen haben bzw. hat.',
      ),
      p(
        'Um Ihr Widerrufsrecht auszuüben, müssen Sie uns ({{company:name}}, {{company:address}}, Niederlande, Telefon: {{company:phone}}, E-Mail: ',
        EMAIL,
        ') mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist.',
      ),
      p(
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      ),
      h(3, 'Folgen des Widerrufs'),
      p(
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
      ),
      p(
        'Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
      ),
      p(
        'Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden.',
      ),
      p(
        'Wir tragen die Kosten der Rücksendung der Waren. Nicht paketversandfähige Waren (etwa Kinderwagen und Babybetten, die wir per Spedition geliefert haben) holen wir auf unsere Kosten bei Ihnen ab.',
      ),
      p(
        'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
      ),
      h(3, 'Ausschluss und vorzeitiges Erlöschen des Widerrufsrechts'),
      p(
        'Das Widerrufsrecht besteht nicht bei Verträgen zur Lieferung von Waren, die nach Kundenspezifikation angefertigt werden oder eindeutig auf die persönlichen Bedürfnisse zugeschnitten sind, etwa Artikel mit eingesticktem Namen. Es erlischt vorzeitig bei Verträgen zur Lieferung versiegelter Waren, die aus Gründen des Gesundheitsschutzes oder der Hygiene nicht zur Rückgabe geeignet sind, wenn ihre Versiegelung nach der Lieferung entfernt wurde, etwa Schnuller, Trinkflaschen, Milchpumpen und Pflegeprodukte.',
      ),
      p('Ende der Widerrufsbelehrung'),
      h(2, 'Freiwilliges Rückgaberecht von 30 Tagen'),
      p(
        'Über das gesetzliche Widerrufsrecht hinaus können Sie Artikel bis 30 Tage nach Erhalt kostenlos zurückgeben. Wie Sie eine Rücksendung anmelden, lesen Sie unter ',
        { text: 'Rücksendung', link: storyLink(PAGES.returns.de) },
        '. Ihr gesetzliches Widerrufsrecht und Ihre Gewährleistungsrechte bleiben davon unberührt.',
      ),
      h(2, 'Muster-Widerrufsformular'),
      p(
        'Drucken Sie das Formular aus, füllen Sie es aus und senden Sie es uns per Post, oder schreiben Sie uns die Angaben per E-Mail an ',
        EMAIL,
        '.',
      ),
      quote(
        p(
          '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
        ),
        p('– An {{company:name}}, {{company:address}}, Niederlande, E-Mail: {{company:email}}:'),
        p(
          '– Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        ),
        p('– Bestellt am (*)/erhalten am (*)'),
        p('– Name des/der Verbraucher(s)'),
        p('– Anschrift des/der Verbraucher(s)'),
        p('– Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)'),
        p('– Datum'),
        p('(*) Unzutreffendes streichen.'),
      ),
    ),
  };
}

function imprintDe(): LegalPage {
  return {
    title: 'Impressum',
    description:
      'Impressum von Kindershop: Anbieter, Vertretungsberechtigte, Kontakt, Handelsregister und Umsatzsteuer-Identifikationsnummer.',
    text: doc(
      h(2, 'Angaben gemäß § 5 DDG'),
      p({ bold: '{{company:name}}' }),
      p('{{company:address}}, Niederlande'),
      h(2, 'Vertreten durch'),
      p('{{company:representatives}} (Geschäftsführung)'),
      h(2, 'Kontakt'),
      ul(
        'Telefon: {{company:phone}} (Montag bis Freitag 8:30 - 21:00 Uhr, Samstag 9:00 - 17:00 Uhr)',
        ['E-Mail: ', EMAIL],
        [
          'Kontaktformular: ',
          { text: 'Schreiben Sie uns', link: storyLink(PAGES.customerSupport.de) },
        ],
      ),
      h(2, 'Registereintrag'),
      p('Eintragung im Handelsregister: {{company:register}}, Registernummer: {{company:kvk}}'),
      h(2, 'Umsatzsteuer-Identifikationsnummer'),
      p('{{company:vat}}'),
      h(2, 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'),
      p('{{company:representatives}}, Anschrift wie oben'),
      h(2, 'Verbraucherstreitbeilegung'),
      p(
        'Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen. Die Plattform der EU-Kommission zur Online-Streitbeilegung wurde am 20. Juli 2025 eingestellt. Wie wir mit Reklamationen umgehen, lesen Sie in unseren ',
        { text: 'AGB', link: storyLink(PAGES.terms.de) },
        '.',
      ),
    ),
  };
}

const PAGES_BY_LANG: Record<Lang, Record<LegalPageKey, () => LegalPage>> = {
  nl: {
    terms: termsNl,
    privacy: privacyNl,
    cookies: cookiesNl,
    withdrawal: withdrawalNl,
    imprint: imprintNl,
  },
  de: {
    terms: termsDe,
    privacy: privacyDe,
    cookies: cookiesDe,
    withdrawal: withdrawalDe,
    imprint: imprintDe,
  },
};
