/**
 * Customer service pages as stories, at the paths the CMS pages had (klantenservice/kundenservice,
 * verzendkosten/versandkosten, retourneren/ruecksendung, over-ons/ueber-uns), with the same facts:
 * service hours and phone, 30 days of free returns, refunds within 14 days. Shipping amounts and
 * countries are never written by hand: the `{{shipping:…}}` placeholders are filled from the
 * shipping configuration where the page is shown. Also the contact page (`customer-support`), the
 * pregnancy box page and the birth list information page.
 */
import {
  categoryImage,
  doc,
  faqBlock,
  h,
  type Lang,
  PAGES,
  p,
  ROUTES,
  type SeedStory,
  storyLink,
  uidsOf,
  ul,
  urlLink,
} from './build.ts';

export function serviceStories(lang: Lang): SeedStory[] {
  return [
    customerService(lang),
    shipping(lang),
    returns(lang),
    about(lang),
    customerSupport(lang),
    pregnancyBox(lang),
    birthList(lang),
  ];
}

function page(
  lang: Lang,
  key: keyof typeof PAGES,
  group: string,
  name: string,
  first_published_at: string,
  body: (uid: () => string) => Record<string, unknown>[],
  seo?: { title: string; description: string },
): SeedStory {
  const uid = uidsOf(`${group}-${lang}`);
  const blocks = body(uid) as { _uid: string; component: string }[];
  return {
    full_slug: PAGES[key][lang],
    name,
    group,
    first_published_at,
    content: {
      _uid: `${group}-${lang}`,
      component: 'page',
      title: name,
      ...(seo ? { seo } : {}),
      // A page that opens with a hero banner has its heading there.
      ...(blocks[0]?.component === 'hero_banner' ? { hide_title: true } : {}),
      body: blocks,
    },
  };
}

function customerService(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(
      lang,
      'customerService',
      'customer-service',
      'Klantenservice',
      '2026-01-05T09:10:00.000Z',
      (uid) => [
        {
          _uid: uid(),
          component: 'rich_text',
          text: doc(
            p(
              'Heb je een vraag over je bestelling, een product of je geboortelijst? Onze klantenservice helpt je graag.',
            ),
            h(2, 'Openingstijden'),
            ul(
              'Maandag tot en met vrijdag: 8:30 - 21:00 uur',
              'Zaterdag: 9:00 - 17:00 uur',
              'Zondag: gesloten',
            ),
            h(2, 'Contact'),
            p(
              'Bel ons op 030 - 123 45 67 of stuur een bericht via het ',
              { text: 'contactformulier', link: storyLink(PAGES.customerSupport.nl) },
              '. We reageren binnen één werkdag.',
            ),
          ),
        },
        faqBlock(uid, 'Veelgestelde vragen', [
          {
            question: 'Kan ik mijn bestelling nog wijzigen?',
            answer: 'Zolang je bestelling nog niet is verzonden, passen we hem graag voor je aan.',
          },
          {
            question: 'Hoe lang is de bedenktijd?',
            answer:
              'Je hebt 30 dagen bedenktijd. Ongebruikte artikelen in de originele verpakking kun je gratis retourneren.',
          },
          {
            question: 'Wat kost de bezorging?',
            answer: doc(
              p(
                'Dat lees je op de pagina ',
                { text: 'Verzendkosten en levertijden', link: storyLink(PAGES.shipping.nl) },
                '. Afhalen in een van onze winkels is gratis.',
              ),
            ),
          },
        ]),
      ],
    );
  }
  return page(
    lang,
    'customerService',
    'customer-service',
    'Kundenservice',
    '2026-01-05T09:10:00.000Z',
    (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Haben Sie eine Frage zu Ihrer Bestellung, einem Produkt oder Ihrer Geburtsliste? Unser Kundenservice hilft Ihnen gern.',
          ),
          h(2, 'Servicezeiten'),
          ul(
            'Montag bis Freitag: 8:30 - 21:00 Uhr',
            'Samstag: 9:00 - 17:00 Uhr',
            'Sonntag: geschlossen',
          ),
          h(2, 'Kontakt'),
          p(
            'Rufen Sie uns an unter +31 30 123 45 67 oder schreiben Sie uns über das ',
            { text: 'Kontaktformular', link: storyLink(PAGES.customerSupport.de) },
            '. Wir antworten innerhalb eines Werktags.',
          ),
        ),
      },
      faqBlock(uid, 'Häufige Fragen', [
        {
          question: 'Kann ich meine Bestellung noch ändern?',
          answer:
            'Solange Ihre Bestellung noch nicht versendet wurde, passen wir sie gern für Sie an.',
        },
        {
          question: 'Wie lange habe ich ein Rückgaberecht?',
          answer:
            'Sie haben 30 Tage Rückgaberecht. Unbenutzte Artikel in der Originalverpackung senden Sie kostenlos zurück.',
        },
        {
          question: 'Was kostet die Lieferung?',
          answer: doc(
            p(
              'Das lesen Sie auf der Seite ',
              { text: 'Versandkosten und Lieferzeiten', link: storyLink(PAGES.shipping.de) },
              '. Die Abholung in einer unserer Filialen ist kostenlos.',
            ),
          ),
        },
      ]),
    ],
  );
}

function shipping(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(
      lang,
      'shipping',
      'shipping',
      'Verzendkosten en levertijden',
      '2026-01-05T09:20:00.000Z',
      (uid) => [
        {
          _uid: uid(),
          component: 'rich_text',
          text: doc(
            p(
              'We bezorgen in {{shipping:flatrate_flatrate:countries}}. Standaardbezorging kost {{shipping:flatrate_flatrate:price}}.',
            ),
            ul(
              'Gratis bezorging vanaf {{shipping:flatrate_flatrate:free_from}}',
              'Op werkdagen voor 22:00 uur besteld, de volgende dag in huis',
              'Expresbezorging de volgende werkdag naar {{shipping:express_express:countries}}: {{shipping:express_express:price}}',
              'Grote artikelen zoals kinderwagens en ledikanten bezorgen we op een afgesproken dag',
              'Gratis afhalen in een van onze winkels, vaak dezelfde dag nog',
            ),
            p(
              'In {{shipping:pickup_only_countries}} bezorgen we nog niet. Je kunt je bestelling wel ophalen in een van onze winkels.',
            ),
            p('Op zondag versturen we geen pakketten en kun je geen bestellingen plaatsen.'),
          ),
        },
        faqBlock(uid, 'Vragen over de bezorging', [
          {
            question: 'Kan ik mijn bestelling in een winkel ophalen?',
            answer: doc(
              p(
                'Ja, afhalen is gratis. Kies bij het afrekenen de winkel die je het best uitkomt; je vindt ze allemaal bij de ',
                { text: 'winkelzoeker', link: urlLink(ROUTES.storeLocator) },
                '.',
              ),
            ),
          },
          {
            question: 'Hoe bezorgen jullie een kinderwagen of ledikant?',
            answer:
              'Grote artikelen bezorgen we op een afgesproken dag. Je hoort vooraf wanneer we komen.',
          },
        ]),
      ],
    );
  }
  return page(
    lang,
    'shipping',
    'shipping',
    'Versandkosten und Lieferzeiten',
    '2026-01-05T09:20:00.000Z',
    (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Wir liefern in folgende Länder: {{shipping:flatrate_flatrate:countries}}. Die Standardlieferung kostet {{shipping:flatrate_flatrate:price}} inkl. MwSt.',
          ),
          ul(
            'Versandkostenfrei ab einem Bestellwert von {{shipping:flatrate_flatrate:free_from}} inkl. MwSt.',
            'Werktags bis 22 Uhr bestellt, Lieferung in 1-3 Werktagen',
            'Expresslieferung am nächsten Werktag in folgende Länder: {{shipping:express_express:countries}}; sie kostet {{shipping:express_express:price}} inkl. MwSt.',
            'Große Artikel wie Kinderwagen und Babybetten liefern wir per Spedition an einem vereinbarten Termin',
            'Kostenlose Abholung in einer unserer Filialen',
          ),
          p(
            'In folgende Länder liefern wir noch nicht: {{shipping:pickup_only_countries}}. Sie können Ihre Bestellung aber in einer unserer Filialen abholen.',
          ),
          p(
            'Sonntags versenden wir keine Pakete und es können keine Bestellungen aufgegeben werden.',
          ),
        ),
      },
      faqBlock(uid, 'Fragen zur Lieferung', [
        {
          question: 'Kann ich meine Bestellung in einer Filiale abholen?',
          answer: doc(
            p(
              'Ja, die Abholung ist kostenlos. Wählen Sie an der Kasse die Filiale, die für Sie am günstigsten liegt; alle Filialen finden Sie in der ',
              { text: 'Filialsuche', link: urlLink(ROUTES.storeLocator) },
              '.',
            ),
          ),
        },
        {
          question: 'Wie liefern Sie einen Kinderwagen oder ein Babybett?',
          answer:
            'Große Artikel liefern wir per Spedition an einem vereinbarten Termin. Sie erfahren vorher, wann wir kommen.',
        },
      ]),
    ],
  );
}

function returns(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(lang, 'returns', 'returns', 'Retourneren', '2026-01-05T09:30:00.000Z', (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Niet tevreden? Binnen 30 dagen na ontvangst kun je je bestelling kosteloos retourneren. Meld je retour aan bij de bestelling in je account, of via de retourlink in de bevestigingsmail van je bestelling als je zonder wachtwoord hebt besteld. Je krijgt meteen een retournummer en per e-mail het adres waar je het pakket naartoe stuurt. Leg een briefje met het retournummer in het pakket.',
          ),
          p(
            'Om hygiënische redenen kunnen we geopende spenen, flessen, borstkolven en verzorgingsproducten niet terugnemen.',
          ),
          p(
            'Cadeaubonnen kun je niet retourneren: een cadeaubon gebruik je met de code, er is niets om terug te sturen.',
          ),
          p('Je krijgt het aankoopbedrag binnen 14 dagen na ontvangst van de retour terug.'),
        ),
      },
      faqBlock(uid, 'Vragen over retourneren', [
        {
          question: 'Kost retourneren iets?',
          answer: 'Nee, binnen 30 dagen na ontvangst retourneer je gratis.',
        },
        {
          question: 'Wanneer krijg ik mijn geld terug?',
          answer:
            'Binnen 14 dagen nadat we je retour hebben ontvangen, op dezelfde manier als je hebt betaald.',
        },
      ]),
    ]);
  }
  return page(lang, 'returns', 'returns', 'Rücksendung', '2026-01-05T09:30:00.000Z', (uid) => [
    {
      _uid: uid(),
      component: 'rich_text',
      text: doc(
        p(
          'Nicht zufrieden? Innerhalb von 30 Tagen nach Erhalt können Sie Ihre Bestellung kostenlos zurücksenden. Melden Sie die Rücksendung bei der Bestellung in Ihrem Kundenkonto an oder, wenn Sie ohne Passwort bestellt haben, über den Rücksendelink in der Bestätigungsmail Ihrer Bestellung. Sie erhalten sofort eine Rücksendenummer und per E-Mail die Adresse, an die Sie das Paket senden. Legen Sie einen Zettel mit der Rücksendenummer in das Paket.',
        ),
        p(
          'Aus hygienischen Gründen können geöffnete Schnuller, Flaschen, Milchpumpen und Pflegeprodukte nicht zurückgenommen werden.',
        ),
        p(
          'Geschenkkarten können nicht zurückgegeben werden: Eine Geschenkkarte wird mit ihrem Code eingelöst, es gibt nichts zurückzusenden.',
        ),
        p('Den Kaufbetrag erstatten wir innerhalb von 14 Tagen nach Eingang der Rücksendung.'),
      ),
    },
    faqBlock(uid, 'Fragen zur Rücksendung', [
      {
        question: 'Kostet die Rücksendung etwas?',
        answer: 'Nein, innerhalb von 30 Tagen nach Erhalt senden Sie kostenlos zurück.',
      },
      {
        question: 'Wann erhalte ich mein Geld zurück?',
        answer:
          'Innerhalb von 14 Tagen nach Eingang Ihrer Rücksendung, auf dem Weg, auf dem Sie bezahlt haben.',
      },
    ]),
  ]);
}

function about(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(lang, 'about', 'about', 'Over ons', '2026-01-05T09:40:00.000Z', (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Wij zijn in 2009 begonnen als kleine babywinkel in Utrecht, opgericht door twee moeders die het lastig vonden om goed advies te krijgen over kinderwagens en autostoeltjes. Inmiddels helpen we ouders in heel Nederland en Duitsland, online en in onze winkels.',
          ),
          p(
            'Ons team bestaat uit ervaren adviseurs, veel van hen zelf ouder. We testen de producten in ons assortiment zelf en verkopen alleen wat we ook aan onze eigen familie zouden geven.',
          ),
          h(2, 'Waar we voor staan'),
          ul(
            'Eerlijk advies, ook als dat betekent dat je minder koopt',
            'Veilige producten die voldoen aan de Europese normen',
            'Steeds meer duurzame en biologische merken',
            'Persoonlijke service, online en in de winkel',
          ),
          p(
            'Kom gerust langs voor een kop koffie en een proefrit met de kinderwagen van je keuze. Je vindt al onze winkels bij de ',
            { text: 'winkelzoeker', link: urlLink(ROUTES.storeLocator) },
            '.',
          ),
        ),
      },
    ]);
  }
  return page(lang, 'about', 'about', 'Über uns', '2026-01-05T09:40:00.000Z', (uid) => [
    {
      _uid: uid(),
      component: 'rich_text',
      text: doc(
        p(
          'Wir haben 2009 als kleines Babyfachgeschäft in Utrecht angefangen, gegründet von zwei Müttern, die kaum gute Beratung zu Kinderwagen und Autositzen fanden. Heute helfen wir Eltern in den Niederlanden und in Deutschland, online und in unseren Filialen.',
        ),
        p(
          'Unser Team besteht aus erfahrenen Beraterinnen und Beratern, viele davon selbst Eltern. Wir testen die Produkte in unserem Sortiment selbst und verkaufen nur, was wir auch unserer eigenen Familie geben würden.',
        ),
        h(2, 'Wofür wir stehen'),
        ul(
          'Ehrliche Beratung, auch wenn Sie dann weniger kaufen',
          'Sichere Produkte nach europäischen Normen',
          'Immer mehr nachhaltige und Bio-Marken',
          'Persönlicher Service, online und in der Filiale',
        ),
        p(
          'Besuchen Sie uns gern auf einen Kaffee und eine Probefahrt mit dem Kinderwagen Ihrer Wahl. Alle Filialen finden Sie in der ',
          { text: 'Filialsuche', link: urlLink(ROUTES.storeLocator) },
          '.',
        ),
      ),
    },
  ]);
}

function customerSupport(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(
      lang,
      'customerSupport',
      'customer-support',
      'Contact',
      '2026-01-05T09:50:00.000Z',
      (uid) => [
        {
          _uid: uid(),
          component: 'rich_text',
          text: doc(
            p(
              'Staat je vraag hieronder niet tussen? Stuur ons een bericht, dan hoor je binnen één werkdag van ons. Liever bellen? Dat kan op werkdagen van 8:30 tot 21:00 uur en op zaterdag van 9:00 tot 17:00 uur via 030 - 123 45 67.',
            ),
            h(2, 'Alles over je bestelling'),
            ul(
              {
                text: 'Klantenservice: bestellen, betalen en je account',
                link: storyLink(PAGES.customerService.nl),
              },
              { text: 'Verzendkosten en levertijden', link: storyLink(PAGES.shipping.nl) },
              { text: 'Retourneren', link: storyLink(PAGES.returns.nl) },
              { text: 'Onze winkels', link: urlLink(ROUTES.storeLocator) },
              { text: 'Over ons', link: storyLink(PAGES.about.nl) },
            ),
          ),
        },
        faqBlock(uid, 'Veelgestelde vragen', [
          {
            question: 'Waar is mijn bestelling?',
            answer:
              'Zodra je bestelling onderweg is, krijg je een e-mail met de track-and-tracecode. Je ziet de status ook bij je bestellingen in je account.',
          },
          {
            question: 'Kan ik mijn bestelling nog wijzigen?',
            answer: 'Zolang je bestelling nog niet is verzonden, passen we hem graag voor je aan.',
          },
          {
            question: 'Hoe retourneer ik iets?',
            answer: doc(
              p(
                'Binnen 30 dagen na ontvangst retourneer je gratis. Hoe dat werkt, lees je op de pagina ',
                { text: 'Retourneren', link: storyLink(PAGES.returns.nl) },
                '.',
              ),
            ),
          },
          {
            question: 'Kan ik een product eerst zien in een winkel?',
            answer: doc(
              p(
                'Ja, in onze winkels kun je kinderwagens uitproberen en autostoeltjes laten inpassen. Bij elk product zie je of het in een winkel op voorraad is. Zoek een winkel met de ',
                { text: 'winkelzoeker', link: urlLink(ROUTES.storeLocator) },
                '.',
              ),
            ),
          },
        ]),
        {
          _uid: uid(),
          component: 'contact_form',
          title: 'Stuur ons een bericht',
          intro:
            'Vermeld je bestelnummer als je vraag over een bestelling gaat, dan helpen we je sneller.',
        },
      ],
    );
  }
  return page(
    lang,
    'customerSupport',
    'customer-support',
    'Kontakt',
    '2026-01-05T09:50:00.000Z',
    (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Ihre Frage ist unten nicht dabei? Schreiben Sie uns, dann hören Sie innerhalb eines Werktags von uns. Lieber telefonieren? Montag bis Freitag von 8:30 bis 21:00 Uhr und samstags von 9:00 bis 17:00 Uhr unter +31 30 123 45 67.',
          ),
          h(2, 'Rund um Ihre Bestellung'),
          ul(
            {
              text: 'Kundenservice: Bestellen, Bezahlen und Ihr Konto',
              link: storyLink(PAGES.customerService.de),
            },
            { text: 'Versandkosten und Lieferzeiten', link: storyLink(PAGES.shipping.de) },
            { text: 'Rücksendung', link: storyLink(PAGES.returns.de) },
            { text: 'Unsere Filialen', link: urlLink(ROUTES.storeLocator) },
            { text: 'Über uns', link: storyLink(PAGES.about.de) },
          ),
        ),
      },
      faqBlock(uid, 'Häufige Fragen', [
        {
          question: 'Wo ist meine Bestellung?',
          answer:
            'Sobald Ihre Bestellung unterwegs ist, erhalten Sie eine E-Mail mit der Sendungsnummer. Den Stand sehen Sie auch bei Ihren Bestellungen in Ihrem Kundenkonto.',
        },
        {
          question: 'Kann ich meine Bestellung noch ändern?',
          answer:
            'Solange Ihre Bestellung noch nicht versendet wurde, passen wir sie gern für Sie an.',
        },
        {
          question: 'Wie sende ich etwas zurück?',
          answer: doc(
            p(
              'Innerhalb von 30 Tagen nach Erhalt senden Sie kostenlos zurück. Wie das geht, lesen Sie auf der Seite ',
              { text: 'Rücksendung', link: storyLink(PAGES.returns.de) },
              '.',
            ),
          ),
        },
        {
          question: 'Kann ich ein Produkt zuerst in einer Filiale ansehen?',
          answer: doc(
            p(
              'Ja, in unseren Filialen probieren Sie Kinderwagen aus und lassen Autositze einpassen. Bei jedem Produkt sehen Sie, ob es in einer Filiale vorrätig ist. Eine Filiale finden Sie in der ',
              { text: 'Filialsuche', link: urlLink(ROUTES.storeLocator) },
              '.',
            ),
          ),
        },
      ]),
      {
        _uid: uid(),
        component: 'contact_form',
        title: 'Schreiben Sie uns',
        intro:
          'Nennen Sie Ihre Bestellnummer, wenn Ihre Frage eine Bestellung betrifft, dann können wir Ihnen schneller helfen.',
      },
    ],
  );
}

function pregnancyBox(lang: Lang): SeedStory {
  if (lang === 'nl') {
    return page(
      lang,
      'pregnancyBox',
      'pregnancy-box',
      'Gratis zwangerschapsbox',
      '2026-01-12T09:00:00.000Z',
      (uid) => [
        {
          _uid: uid(),
          component: 'rich_text',
          text: doc(
            p(
              'Ben je zwanger? Gefeliciteerd! Vraag je gratis zwangerschapsbox aan: een doos vol proefverpakkingen en tips om je op weg te helpen in de laatste maanden voor de geboorte en de eerste weken daarna.',
            ),
            h(2, 'Wat zit erin?'),
            ul(
              'Proefverpakkingen van verzorgingsproducten voor jou en je baby',
              'Een hydrofiele doek',
              'Een checklist voor de babyuitzet en de vluchtkoffer',
              'Uitleg over de geboortelijst',
            ),
            h(2, 'Wie kan hem aanvragen?'),
            p(
              'Iedereen die zwanger is en in Nederland of Duitsland woont. Je vraagt één box per zwangerschap aan, zolang de voorraad strekt. De box is gratis en je zit nergens aan vast.',
            ),
          ),
        },
        {
          _uid: uid(),
          component: 'pregnancy_form',
          title: 'Vraag je gratis box aan',
          intro:
            'Vul je gegevens en je uitgerekende datum in. We gebruiken ze alleen om je box te versturen.',
        },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: 'Begin ook aan je geboortelijst',
          text: 'Deel je wensen met familie en vrienden, zodat niets dubbel gegeven wordt.',
          link: storyLink(PAGES.birthList.nl),
          link_text: 'Zo werkt de geboortelijst',
          background: 'sand',
        },
      ],
      {
        title: 'Gratis zwangerschapsbox aanvragen',
        description:
          'Vraag je gratis zwangerschapsbox aan met proefverpakkingen, een hydrofiele doek en een checklist voor de babyuitzet.',
      },
    );
  }
  return page(
    lang,
    'pregnancyBox',
    'pregnancy-box',
    'Kostenlose Schwangerschaftsbox',
    '2026-01-12T09:00:00.000Z',
    (uid) => [
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(
          p(
            'Sie sind schwanger? Herzlichen Glückwunsch! Fordern Sie Ihre kostenlose Schwangerschaftsbox an: eine Box voller Probepackungen und Tipps für die letzten Monate vor der Geburt und die ersten Wochen danach.',
          ),
          h(2, 'Was ist drin?'),
          ul(
            'Probepackungen von Pflegeprodukten für Sie und Ihr Baby',
            'Ein Mulltuch',
            'Eine Checkliste für die Erstausstattung und die Kliniktasche',
            'Alles Wichtige zur Geburtsliste',
          ),
          h(2, 'Wer kann sie anfordern?'),
          p(
            'Alle Schwangeren, die in Deutschland oder in den Niederlanden wohnen. Sie fordern eine Box pro Schwangerschaft an, solange der Vorrat reicht. Die Box ist kostenlos und unverbindlich.',
          ),
        ),
      },
      {
        _uid: uid(),
        component: 'pregnancy_form',
        title: 'Fordern Sie Ihre kostenlose Box an',
        intro:
          'Geben Sie Ihre Daten und Ihren Geburtstermin ein. Wir verwenden sie nur, um Ihnen die Box zu senden.',
      },
      {
        _uid: uid(),
        component: 'cta_banner',
        title: 'Beginnen Sie auch Ihre Geburtsliste',
        text: 'Teilen Sie Ihre Wünsche mit Familie und Freunden, damit nichts doppelt geschenkt wird.',
        link: storyLink(PAGES.birthList.de),
        link_text: 'So funktioniert die Geburtsliste',
        background: 'sand',
      },
    ],
    {
      title: 'Kostenlose Schwangerschaftsbox anfordern',
      description:
        'Fordern Sie Ihre kostenlose Schwangerschaftsbox mit Probepackungen, einem Mulltuch und einer Checkliste für die Erstausstattung an.',
    },
  );
}

/**
 * The birth list information page, with the facts of the storefront's page of the same path:
 * what a birth list is, its five steps, its questions and the way to start one.
 */
function birthList(lang: Lang): SeedStory {
  const t =
    lang === 'nl'
      ? {
          name: 'Over de geboortelijst',
          heroTitle: 'De geboortelijst: deel je wensen voor je baby',
          heroText:
            'Een geboortelijst is een verlanglijst voor je baby. Jij kiest de producten die je graag wilt hebben, familie en vrienden kopen ze voor je als cadeau, en iedereen ziet wat er nog gewenst is.',
          start: 'Start je geboortelijst',
          stepsTitle: 'Hoe werkt een geboortelijst?',
          steps: [
            [
              'Start je lijst',
              'Log in, geef je lijst jullie namen en de uitgerekende datum en kies de link.',
            ],
            [
              'Voeg toe wat je graag wilt',
              'Op elke productpagina vind je "Op mijn geboortelijst". Kies hoeveel je er wilt en markeer je favorieten.',
            ],
            [
              'Deel de link',
              'Stuur de link van je lijst naar familie en vrienden, via een bericht of e-mail. Zij hebben geen account nodig om hem te openen.',
            ],
            [
              'Familie en vrienden geven',
              'Zij kiezen een cadeau van je lijst en bestellen het zoals altijd. Wat gekocht is, is niet meer gewenst, dus niets wordt dubbel gegeven.',
            ],
            [
              'Jij ziet wat er gegeven is',
              'Je lijst laat zien wat er gekocht is en wat nog gewenst is. Je past hem aan wanneer je maar wilt.',
            ],
          ],
          faqTitle: 'Vragen en antwoorden',
          faq: [
            [
              'Wat kost een geboortelijst?',
              'Niets: een geboortelijst is gratis. Je betaalt alleen voor wat je zelf bestelt.',
            ],
            [
              'Zien familie en vrienden wat er gekocht is?',
              'Ze zien wat er nog gewenst is, niet wie wat gekocht heeft. Zo blijft een cadeau een verrassing en wordt niets dubbel gegeven.',
            ],
            [
              'Kan ik mijn lijst later nog aanpassen?',
              'Ja: voeg producten toe of verwijder ze, pas aan hoeveel je er wilt en markeer favorieten wanneer je maar wilt, ook na de geboorte.',
            ],
            [
              'Wat gebeurt er met mijn lijst na de geboorte?',
              'Hij blijft open zolang je wilt. Heb je hem niet meer nodig, dan zet je hem bij de instellingen op inactief.',
            ],
          ],
          ctaTitle: 'Klaar om je wensen voor je baby te delen?',
          ctaText: 'Een lijst aanmaken kost een paar minuten en is gratis.',
          seo: {
            title: 'Over de geboortelijst',
            description:
              'De geboortelijst: deel je wensen voor je baby. Gratis, makkelijk te delen, en niets wordt dubbel gegeven.',
          },
        }
      : {
          name: 'Über die Geburtsliste',
          heroTitle: 'Die Geburtsliste: Teilen Sie Ihre Wünsche für Ihr Baby',
          heroText:
            'Eine Geburtsliste ist eine Wunschliste für Ihr Baby. Sie wählen die Produkte, die Sie sich wünschen, Familie und Freunde kaufen sie Ihnen als Geschenk, und alle sehen, was noch gewünscht ist.',
          start: 'Geburtsliste anlegen',
          stepsTitle: 'Wie funktioniert eine Geburtsliste?',
          steps: [
            [
              'Liste anlegen',
              'Melden Sie sich an, geben Sie Ihrer Liste Ihre Namen und den Geburtstermin und wählen Sie den Link.',
            ],
            [
              'Wünsche hinzufügen',
              'Auf jeder Produktseite finden Sie "Auf meine Geburtsliste". Wählen Sie die gewünschte Anzahl und markieren Sie Ihre Favoriten.',
            ],
            [
              'Link teilen',
              'Senden Sie den Link Ihrer Liste an Familie und Freunde, per Nachricht oder E-Mail. Zum Öffnen ist kein Konto nötig.',
            ],
            [
              'Familie und Freunde schenken',
              'Sie wählen ein Geschenk von Ihrer Liste und bestellen es wie gewohnt. Was gekauft ist, ist nicht mehr gewünscht, so wird nichts doppelt geschenkt.',
            ],
            [
              'Sie sehen, was geschenkt wurde',
              'Ihre Liste zeigt, was gekauft wurde und was noch gewünscht ist. Ändern Sie sie, wann immer Sie möchten.',
            ],
          ],
          faqTitle: 'Fragen und Antworten',
          faq: [
            [
              'Was kostet eine Geburtsliste?',
              'Nichts: Eine Geburtsliste ist kostenlos. Sie bezahlen nur, was Sie selbst bestellen.',
            ],
            [
              'Sehen Familie und Freunde, was gekauft wurde?',
              'Sie sehen, was noch gewünscht ist, nicht wer was gekauft hat. So bleibt ein Geschenk eine Überraschung und nichts wird doppelt geschenkt.',
            ],
            [
              'Kann ich meine Liste später noch ändern?',
              'Ja: Fügen Sie Produkte hinzu oder entfernen Sie sie, ändern Sie die gewünschte Anzahl und markieren Sie Favoriten, wann immer Sie möchten, auch nach der Geburt.',
            ],
            [
              'Was passiert nach der Geburt mit meiner Liste?',
              'Sie bleibt so lange geöffnet, wie Sie möchten. Wenn Sie sie nicht mehr brauchen, setzen Sie sie in den Einstellungen auf inaktiv.',
            ],
          ],
          ctaTitle: 'Bereit, die Wünsche für Ihr Baby zu teilen?',
          ctaText: 'Eine Liste ist in wenigen Minuten angelegt und kostenlos.',
          seo: {
            title: 'Über die Geburtsliste',
            description:
              'Die Geburtsliste: Teilen Sie Ihre Wünsche für Ihr Baby. Kostenlos, einfach zu teilen, und nichts wird doppelt geschenkt.',
          },
        };
  return page(
    lang,
    'birthList',
    'birth-list-info',
    t.name,
    '2026-01-05T10:00:00.000Z',
    (uid) => [
      {
        _uid: uid(),
        component: 'hero_banner',
        title: t.heroTitle,
        text: t.heroText,
        image: categoryImage('gift-sets', ''),
        link: urlLink(ROUTES.birthListStart),
        link_text: t.start,
      },
      {
        _uid: uid(),
        component: 'rich_text',
        text: doc(h(2, t.stepsTitle), {
          type: 'ordered_list',
          content: t.steps.map(([title, text]) => ({
            type: 'list_item',
            content: [p({ bold: title ?? '' }, ` ${text ?? ''}`)],
          })),
        }),
      },
      faqBlock(
        uid,
        t.faqTitle,
        t.faq.map(([question, answer]) => ({ question: question ?? '', answer: answer ?? '' })),
      ),
      {
        _uid: uid(),
        component: 'cta_banner',
        title: t.ctaTitle,
        text: t.ctaText,
        link: urlLink(ROUTES.birthListStart),
        link_text: t.start,
        background: 'rose',
      },
    ],
    t.seo,
  );
}
