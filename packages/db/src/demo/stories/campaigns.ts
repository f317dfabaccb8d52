/**
 * Campaign pages of each store view: an overview (`nl/acties`, `de/aktionen`) and two campaigns,
 * safe car travel (car seats) and the nursery. A campaign page has a hero, advice in rich text,
 * products (listed skus and a category's newest) and questions with answers. No discount is
 * promised: a campaign page shows what the catalogue's own prices and specials say.
 */
import {
  categoryImage,
  categoryLink,
  categorySlug,
  doc,
  faqBlock,
  h,
  type Lang,
  PAGES,
  p,
  paragraphs,
  ROUTES,
  type SeedStory,
  storyLink,
  uidsOf,
  ul,
  urlLink,
} from './build.ts';

/** Car seats and bases of the car seat campaign: parent skus of the demo catalogue. */
const CAR_SEAT_SKUS = ['ICS-100010', 'ICS-100102', 'ICS-100091', 'CASE-100208', 'ISBA-100013'];
/** Mattresses, sleeping bags and a baby monitor of the nursery campaign. */
const NURSERY_SKUS = ['COMA-100019', 'COMA-100087', 'SLBA-100078', 'SLBA-100023', 'BAMO-100072'];

export function campaignStories(lang: Lang): SeedStory[] {
  return [overview(lang), carSeats(lang), nursery(lang)];
}

function overview(lang: Lang): SeedStory {
  const uid = uidsOf(`campaigns-${lang}`);
  const t =
    lang === 'nl'
      ? {
          name: 'Acties',
          title: 'Acties en themaweken',
          text: 'Elke paar weken zetten we een thema in de schijnwerpers, met advies van onze adviseurs en de producten die ouders daarbij het vaakst kiezen.',
          car: [
            'Veilig onderweg',
            'Alles over autostoeltjes volgens i-Size en een isofix-basis die in je auto past.',
            'Naar Veilig onderweg',
          ],
          nursery: [
            'De babykamer',
            'Een veilige en rustige slaapplek: ledikant, matras, slaapzak en babyfoon.',
            'Naar de babykamer',
          ],
        }
      : {
          name: 'Aktionen',
          title: 'Aktionen und Themenwochen',
          text: 'Alle paar Wochen stellen wir ein Thema in den Mittelpunkt, mit Tipps unserer Beraterinnen und Berater und den Produkten, die Eltern dafür am häufigsten wählen.',
          car: [
            'Sicher unterwegs',
            'Alles über Autositze nach i-Size und eine Isofix-Basis, die in Ihr Auto passt.',
            'Zu Sicher unterwegs',
          ],
          nursery: [
            'Das Babyzimmer',
            'Ein sicherer und ruhiger Schlafplatz: Babybett, Matratze, Schlafsack und Babyphone.',
            'Zum Babyzimmer',
          ],
        };
  return {
    full_slug: PAGES.campaigns[lang],
    name: t.name,
    group: 'campaigns',
    first_published_at: '2026-02-02T09:00:00.000Z',
    content: {
      _uid: `campaigns-${lang}`,
      component: 'page',
      title: t.title,
      body: [
        { _uid: uid(), component: 'rich_text', text: paragraphs(t.text) },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.car[0],
          text: t.car[1],
          link: storyLink(PAGES.carSeatCampaign[lang]),
          link_text: t.car[2],
          background: 'rose',
        },
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.nursery[0],
          text: t.nursery[1],
          link: storyLink(PAGES.nurseryCampaign[lang]),
          link_text: t.nursery[2],
          background: 'sand',
        },
      ],
    },
  };
}

function carSeats(lang: Lang): SeedStory {
  const uid = uidsOf(`campaign-car-seats-${lang}`);
  const t =
    lang === 'nl'
      ? {
          name: 'Veilig onderweg',
          seo: {
            title: 'Veilig onderweg: autostoeltjes volgens i-Size',
            description:
              'Kies een autostoeltje dat bij je kind en je auto past. Uitleg over i-Size, isofix en achterwaarts rijden, met advies in onze winkels.',
          },
          heroTitle: 'Veilig onderweg, vanaf de eerste rit',
          heroText:
            'De eerste rit is die van het ziekenhuis naar huis. Kies een autostoeltje dat bij je kind én bij je auto past.',
          heroLinkText: 'Bekijk de autostoeltjes',
          heroAlt: 'Een autostoeltje in grijs',
          intro: [
            h(2, 'Waar let je op bij een autostoeltje?'),
            p(
              'Alle autostoeltjes in ons assortiment zijn goedgekeurd volgens de Europese norm. De nieuwste norm, ',
              { bold: 'i-Size (R129)' },
              ', gaat uit van de lengte van je kind in plaats van het gewicht. Daardoor kies je makkelijker het juiste stoeltje.',
            ),
            ul(
              'Je kind rijdt minstens tot 15 maanden achterwaarts: zo worden hoofd en nek bij een aanrijding het best beschermd',
              'Elk i-Size-stoeltje is ook getest op een aanrijding van opzij',
              'Met een isofix-basis klik je het stoeltje vast aan de auto, zonder gordel die verkeerd kan lopen',
            ),
            p(
              'Twijfel je of een stoeltje in je auto past? In onze winkels passen we het samen met je in, in je eigen auto.',
            ),
          ],
          infantTitle: 'Autostoeltjes en basissen die ouders het vaakst kiezen',
          toddlerTitle: 'Meegroei-autostoelen voor peuters',
          toddlerLinkText: 'Alle meegroei-autostoelen',
          faqTitle: 'Veelgestelde vragen over autostoeltjes',
          faq: [
            {
              question: 'Tot wanneer rijdt mijn kind achterwaarts?',
              answer:
                'Volgens i-Size minstens tot 15 maanden. Veel ouders kiezen ervoor om langer achterwaarts te rijden, zolang het stoeltje dat toelaat: dat is het veiligst.',
            },
            {
              question: 'Wanneer is het autostoeltje te klein?',
              answer:
                'Zodra je kind langer is dan de maximale lengte op het label van het stoeltje, of het hoofd boven de rand van de zitschaal uitkomt. Dan is het tijd voor de volgende stap.',
            },
            {
              question: 'Past een isofix-basis in elke auto?',
              answer:
                'De meeste auto’s van na 2006 hebben isofix-bevestigingspunten, maar niet elke basis past in elke auto. Kijk in de typelijst van de fabrikant of kom langs in een van onze winkels: dan proberen we het in je eigen auto.',
            },
            {
              question: 'Kan ik een tweedehands autostoeltje gebruiken?',
              answer:
                'Liever niet. Je ziet aan de buitenkant niet of een stoeltje al een aanrijding heeft gehad, en oudere stoeltjes voldoen niet aan de nieuwste norm.',
            },
          ],
          ctaTitle: 'Liever eerst advies?',
          ctaText:
            'Onze adviseurs laten je de verschillen zien en passen het stoeltje in je eigen auto. Kom langs, een afspraak is niet nodig.',
          ctaLinkText: 'Vind een winkel',
        }
      : {
          name: 'Sicher unterwegs',
          seo: {
            title: 'Sicher unterwegs: Autositze nach i-Size',
            description:
              'Wählen Sie einen Autositz, der zu Ihrem Kind und Ihrem Auto passt. Alles über i-Size, Isofix und rückwärtsgerichtetes Fahren, mit Beratung in unseren Filialen.',
          },
          heroTitle: 'Sicher unterwegs, von der ersten Fahrt an',
          heroText:
            'Die erste Fahrt ist die aus der Klinik nach Hause. Wählen Sie einen Autositz, der zu Ihrem Kind und zu Ihrem Auto passt.',
          heroLinkText: 'Zu den Autositzen',
          heroAlt: 'Eine Babyschale in Grau',
          intro: [
            h(2, 'Worauf achten Sie bei einem Autositz?'),
            p(
              'Alle Autositze in unserem Sortiment sind nach der europäischen Norm zugelassen. Die neueste Norm, ',
              { bold: 'i-Size (R129)' },
              ', richtet sich nach der Körpergröße Ihres Kindes statt nach dem Gewicht. So wählen Sie den passenden Sitz leichter.',
            ),
            ul(
              'Ihr Kind fährt mindestens bis zum Alter von 15 Monaten rückwärtsgerichtet: So sind Kopf und Nacken bei einem Aufprall am besten geschützt',
              'Jeder i-Size-Sitz ist auch auf einen Seitenaufprall geprüft',
              'Mit einer Isofix-Basis rastet der Sitz fest im Auto ein, ohne Gurt, der falsch verlaufen kann',
            ),
            p(
              'Sie sind unsicher, ob ein Sitz in Ihr Auto passt? In unseren Filialen bauen wir ihn gemeinsam mit Ihnen ein, in Ihrem eigenen Auto.',
            ),
          ],
          infantTitle: 'Babyschalen und Basisstationen, die Eltern am häufigsten wählen',
          toddlerTitle: 'Mitwachsende Kindersitze',
          toddlerLinkText: 'Alle Kindersitze',
          faqTitle: 'Häufige Fragen zu Autositzen',
          faq: [
            {
              question: 'Wie lange fährt mein Kind rückwärtsgerichtet?',
              answer:
                'Nach i-Size mindestens bis zum Alter von 15 Monaten. Viele Eltern fahren länger rückwärtsgerichtet, solange der Sitz es zulässt: Das ist am sichersten.',
            },
            {
              question: 'Wann ist der Autositz zu klein?',
              answer:
                'Sobald Ihr Kind größer ist als die maximale Körpergröße auf dem Etikett des Sitzes oder der Kopf über den Rand der Sitzschale hinausragt. Dann ist es Zeit für den nächsten Sitz.',
            },
            {
              question: 'Passt eine Isofix-Basis in jedes Auto?',
              answer:
                'Die meisten Autos ab Baujahr 2006 haben Isofix-Befestigungspunkte, aber nicht jede Basis passt in jedes Auto. Sehen Sie in der Typenliste des Herstellers nach oder besuchen Sie eine unserer Filialen: Dann probieren wir es in Ihrem Auto aus.',
            },
            {
              question: 'Kann ich einen gebrauchten Autositz verwenden?',
              answer:
                'Besser nicht. Von außen sehen Sie nicht, ob ein Sitz schon einen Unfall hatte, und ältere Sitze entsprechen nicht der neuesten Norm.',
            },
          ],
          ctaTitle: 'Lieber zuerst beraten lassen?',
          ctaText:
            'Unsere Beraterinnen und Berater zeigen Ihnen die Unterschiede und bauen den Sitz in Ihr eigenes Auto ein. Kommen Sie vorbei, ein Termin ist nicht nötig.',
          ctaLinkText: 'Filiale finden',
        };
  return {
    full_slug: PAGES.carSeatCampaign[lang],
    name: t.name,
    group: 'campaign-car-seats',
    tag_list: ['campaign'],
    first_published_at: '2026-02-02T09:30:00.000Z',
    content: {
      _uid: `campaign-car-seats-${lang}`,
      component: 'page',
      title: t.name,
      hide_title: true,
      seo: t.seo,
      body: [
        {
          _uid: uid(),
          component: 'hero_banner',
          title: t.heroTitle,
          text: t.heroText,
          image: categoryImage('infant-car-seats', t.heroAlt),
          link: categoryLink('car-seats', lang),
          link_text: t.heroLinkText,
        },
        { _uid: uid(), component: 'rich_text', text: doc(...t.intro) },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.infantTitle,
          skus: CAR_SEAT_SKUS.join(','),
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.toddlerTitle,
          category: categorySlug('toddler-car-seats', lang),
          limit: 8,
          link: categoryLink('toddler-car-seats', lang),
          link_text: t.toddlerLinkText,
        },
        faqBlock(uid, t.faqTitle, t.faq),
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.ctaTitle,
          text: t.ctaText,
          link: urlLink(ROUTES.storeLocator),
          link_text: t.ctaLinkText,
          background: 'sand',
        },
      ],
    },
  };
}

function nursery(lang: Lang): SeedStory {
  const uid = uidsOf(`campaign-nursery-${lang}`);
  const t =
    lang === 'nl'
      ? {
          name: 'De babykamer',
          seo: {
            title: 'De babykamer inrichten: veilig en rustig slapen',
            description:
              'Ledikant, matras, slaapzak en babyfoon: zo richt je een veilige en rustige babykamer in. Met tips van onze adviseurs.',
          },
          heroTitle: 'Een rustige babykamer, klaar voor de eerste nacht',
          heroText:
            'Een veilige slaapplek is eenvoudiger dan je denkt: een stevig matras dat precies past, een slaapzak en een kamer die niet te warm is.',
          heroLinkText: 'Bekijk de ledikanten',
          heroAlt: 'Een wit ledikant',
          intro: [
            h(2, 'Zo richt je de babykamer in'),
            p(
              'Begin met de slaapplek. Kies een ledikant of wieg met een stevig matras dat precies in het bed past, zonder kieren langs de rand. Een slaapzak is veiliger dan een losse deken: je baby kan er niet onder schuiven.',
            ),
            ul(
              'Houd het bed leeg: geen kussen, dekbed, knuffels of spijlenbeschermers',
              'Een kamertemperatuur van 16 tot 18 °C is prettig om te slapen',
              'Een nachtlampje met zacht licht helpt bij de nachtvoeding, zonder je baby wakker te maken',
            ),
            p('Grote artikelen zoals ledikanten en commodes bezorgen we op een afgesproken dag.'),
          ],
          cribsTitle: 'Ledikanten en meegroeibedden',
          cribsLinkText: 'Alle ledikanten',
          sleepTitle: 'Matrassen, slaapzakken en een babyfoon',
          faqTitle: 'Veelgestelde vragen over de babykamer',
          faq: [
            {
              question: 'Welke maat matras heb ik nodig?',
              answer:
                'Precies de binnenmaat van het ledikant, meestal 60 x 120 of 70 x 140 cm. Tussen matras en rand mag geen kier zitten waar een handje of voetje tussen past.',
            },
            {
              question: 'Welke maat slaapzak past bij mijn baby?',
              answer:
                'De slaapzak is goed als je baby er niet doorheen kan zakken: de halsopening is niet groter dan het hoofdje. Bij elke slaapzak staat de lengte waarvoor hij geschikt is.',
            },
            {
              question: 'Hoe lang slaapt mijn baby in een wieg?',
              answer:
                'Meestal tot ongeveer vijf of zes maanden, of zodra je baby zich kan omdraaien of opdrukken. Daarna is een ledikant de veilige plek.',
            },
          ],
          ctaTitle: 'Zet de babykamer op je geboortelijst',
          ctaText:
            'Familie en vrienden willen vaak iets groters geven. Met een geboortelijst zien ze wat je nog nodig hebt en wordt niets dubbel gegeven.',
          ctaLinkText: 'Zo werkt de geboortelijst',
        }
      : {
          name: 'Das Babyzimmer',
          seo: {
            title: 'Das Babyzimmer einrichten: sicher und ruhig schlafen',
            description:
              'Babybett, Matratze, Schlafsack und Babyphone: So richten Sie ein sicheres und ruhiges Babyzimmer ein. Mit Tipps unserer Beraterinnen und Berater.',
          },
          heroTitle: 'Ein ruhiges Babyzimmer, bereit für die erste Nacht',
          heroText:
            'Ein sicherer Schlafplatz ist einfacher, als Sie denken: eine feste Matratze, die genau passt, ein Schlafsack und ein Zimmer, das nicht zu warm ist.',
          heroLinkText: 'Zu den Babybetten',
          heroAlt: 'Ein weißes Babybett',
          intro: [
            h(2, 'So richten Sie das Babyzimmer ein'),
            p(
              'Beginnen Sie mit dem Schlafplatz. Wählen Sie ein Babybett oder eine Wiege mit einer festen Matratze, die genau ins Bett passt, ohne Spalt am Rand. Ein Schlafsack ist sicherer als eine lose Decke: Ihr Baby kann nicht darunter rutschen.',
            ),
            ul(
              'Halten Sie das Bett leer: kein Kissen, keine Bettdecke, keine Kuscheltiere und kein Nestchen',
              'Eine Raumtemperatur von 16 bis 18 °C ist angenehm zum Schlafen',
              'Ein Nachtlicht mit sanftem Licht hilft beim nächtlichen Füttern, ohne Ihr Baby zu wecken',
            ),
            p(
              'Große Artikel wie Babybetten und Wickelkommoden liefern wir per Spedition an einem vereinbarten Termin.',
            ),
          ],
          cribsTitle: 'Babybetten und mitwachsende Betten',
          cribsLinkText: 'Alle Babybetten',
          sleepTitle: 'Matratzen, Schlafsäcke und ein Babyphone',
          faqTitle: 'Häufige Fragen zum Babyzimmer',
          faq: [
            {
              question: 'Welche Matratzengröße brauche ich?',
              answer:
                'Genau das Innenmaß des Babybetts, meist 60 x 120 oder 70 x 140 cm. Zwischen Matratze und Rand darf kein Spalt sein, in den eine kleine Hand oder ein Fuß passt.',
            },
            {
              question: 'Welche Schlafsackgröße passt zu meinem Baby?',
              answer:
                'Der Schlafsack passt, wenn Ihr Baby nicht hindurchrutschen kann: Die Halsöffnung ist nicht größer als das Köpfchen. Bei jedem Schlafsack steht die Körpergröße, für die er geeignet ist.',
            },
            {
              question: 'Wie lange schläft mein Baby in einer Wiege?',
              answer:
                'Meist bis etwa fünf oder sechs Monate oder sobald sich Ihr Baby drehen oder hochdrücken kann. Danach ist ein Babybett der sichere Platz.',
            },
          ],
          ctaTitle: 'Das Babyzimmer auf die Geburtsliste setzen',
          ctaText:
            'Familie und Freunde möchten oft etwas Größeres schenken. Mit einer Geburtsliste sehen sie, was Sie noch brauchen, und nichts wird doppelt geschenkt.',
          ctaLinkText: 'So funktioniert die Geburtsliste',
        };
  return {
    full_slug: PAGES.nurseryCampaign[lang],
    name: t.name,
    group: 'campaign-nursery',
    tag_list: ['campaign'],
    first_published_at: '2026-02-16T09:30:00.000Z',
    content: {
      _uid: `campaign-nursery-${lang}`,
      component: 'page',
      title: t.name,
      hide_title: true,
      seo: t.seo,
      body: [
        {
          _uid: uid(),
          component: 'hero_banner',
          title: t.heroTitle,
          text: t.heroText,
          image: categoryImage('cribs', t.heroAlt),
          link: categoryLink('cribs', lang),
          link_text: t.heroLinkText,
        },
        { _uid: uid(), component: 'rich_text', text: doc(...t.intro) },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.cribsTitle,
          category: categorySlug('cribs', lang),
          limit: 8,
          link: categoryLink('cribs', lang),
          link_text: t.cribsLinkText,
        },
        {
          _uid: uid(),
          component: 'product_carousel',
          title: t.sleepTitle,
          skus: NURSERY_SKUS.join(','),
        },
        faqBlock(uid, t.faqTitle, t.faq),
        {
          _uid: uid(),
          component: 'cta_banner',
          title: t.ctaTitle,
          text: t.ctaText,
          link: storyLink(PAGES.birthList[lang]),
          link_text: t.ctaLinkText,
          background: 'rose',
        },
      ],
    },
  };
}
