/**
 * The blog of each store view: an overview page (`{code}/blog`, a blog_overview block) and six
 * articles (`{code}/blog/…`): choosing a pram, car seat safety with i-Size, the first weeks,
 * the birth list, sleeping safely and the bag for the birth. An article's body is rich text,
 * image-and-text blocks and products of the demo catalogue. Each article has its own first
 * publication, the order of the overview.
 */
import type { RichTextNode, StoryAsset } from '@shop/contracts';
import {
  categoryImage,
  categoryLink,
  categorySlug,
  doc,
  h,
  type Lang,
  PAGES,
  p,
  productImage,
  type SeedStory,
  storyLink,
  uidsOf,
  ul,
} from './build.ts';

type Section =
  | { rich: RichTextNode[] }
  | {
      imageText: {
        title: string;
        text: RichTextNode[];
        image: StoryAsset;
        position: 'left' | 'right';
        link?: { target: ReturnType<typeof storyLink>; text: string };
      };
    }
  | { products: { title: string; skus?: string[]; category?: string } };

interface ArticleText {
  slug: string;
  title: string;
  intro: string;
  author: string;
  imageAlt: string;
  body: Section[];
}

interface Article {
  group: string;
  /** The day of first publication (YYYY-MM-DD); the German article follows an hour later. */
  date: string;
  image: (alt: string) => StoryAsset;
  nl: ArticleText;
  de: ArticleText;
}

const AUTHOR = {
  nl: [
    'Sanne, adviseur kinderwagens',
    'Mark, adviseur autostoeltjes',
    'Lotte, kraamverzorgende en adviseur',
  ],
  de: [
    'Sanne, Beraterin für Kinderwagen',
    'Mark, Berater für Autositze',
    'Lotte, Wochenbettbetreuerin und Beraterin',
  ],
} as const;

const ARTICLES: Article[] = [
  {
    group: 'blog-choosing-a-pram',
    date: '2026-03-04',
    image: (alt) => productImage('stroller', 'mint', 1, alt),
    nl: {
      slug: 'kinderwagen-kiezen',
      title: 'Een kinderwagen kiezen: zo vind je de wagen die bij jullie past',
      intro:
        'Combi-kinderwagen, wandelwagen of buggy? Met deze vijf vragen kies je een wagen die past bij je dagelijks leven, je auto en je huis.',
      author: AUTHOR.nl[0],
      imageAlt: 'Een combi-kinderwagen in mintgroen',
      body: [
        {
          rich: [
            p(
              'Een kinderwagen gebruik je jaren, vaak elke dag. Kijk daarom niet alleen naar hoe hij eruitziet, maar vooral naar hoe jullie leven. Deze vragen helpen je kiezen.',
            ),
            h(2, '1. Waar loop je het meest?'),
            p(
              'In de stad heb je baat bij een wendbare wagen met kleine, stevige wielen die makkelijk door een winkeldeur past. Loop je vaak in het bos of over het strand, kies dan grote luchtbanden en een goede vering.',
            ),
            h(2, '2. Hoe groot is je kofferbak?'),
            p(
              'Vouw de wagen in de winkel in en neem de maten mee. Een wagen die niet in je auto past, laat je al snel thuis.',
            ),
            h(2, '3. Woon je met een trap?'),
            p(
              'Let dan op het gewicht van het onderstel en of je de wagen met één hand inklapt. Soms is een lichte buggy als tweede wagen handiger dan één zware wagen voor alles.',
            ),
            h(2, '4. Wil je later een autostoeltje op het onderstel klikken?'),
            p(
              'Met een adapterset klik je het autostoeltje op het onderstel. Handig voor korte ritjes, maar laat je baby niet langer dan nodig in het autostoeltje liggen: de reiswieg is beter voor de rug.',
            ),
            h(2, '5. Komt er misschien nog een broertje of zusje?'),
            p(
              'Sommige wagens kun je uitbreiden met een tweede zitje. Een duowagen is dan een optie.',
            ),
          ],
        },
        {
          products: {
            title: 'Combi-kinderwagens die ouders vaak kiezen',
            skus: ['STR-100086', 'STR-100160', 'STR-100206', 'TWST-100089'],
          },
        },
        {
          imageText: {
            title: 'Maak een proefrit',
            text: [
              p(
                'Duw, draai en vouw de wagen zelf in een van onze winkels. Neem gerust je eigen tas mee, dan zie je meteen of alles in de mand past.',
              ),
            ],
            image: productImage('buggy', 'black', 2, 'Een zwarte buggy van opzij'),
            position: 'right',
          },
        },
        {
          products: { title: 'Lichte buggy’s voor onderweg', category: 'buggies' },
        },
      ],
    },
    de: {
      slug: 'kinderwagen-kaufen',
      title: 'Einen Kinderwagen wählen: So finden Sie den Wagen, der zu Ihnen passt',
      intro:
        'Kombikinderwagen, Sportwagen oder Buggy? Mit diesen fünf Fragen wählen Sie einen Wagen, der zu Ihrem Alltag, Ihrem Auto und Ihrer Wohnung passt.',
      author: AUTHOR.de[0],
      imageAlt: 'Ein Kombikinderwagen in Mintgrün',
      body: [
        {
          rich: [
            p(
              'Einen Kinderwagen nutzen Sie jahrelang, oft jeden Tag. Achten Sie deshalb nicht nur auf das Aussehen, sondern vor allem darauf, wie Sie leben. Diese Fragen helfen bei der Wahl.',
            ),
            h(2, '1. Wo sind Sie am meisten unterwegs?'),
            p(
              'In der Stadt hilft ein wendiger Wagen mit kleinen, robusten Rädern, der leicht durch eine Ladentür passt. Gehen Sie oft im Wald oder am Strand spazieren, wählen Sie große Luftreifen und eine gute Federung.',
            ),
            h(2, '2. Wie groß ist Ihr Kofferraum?'),
            p(
              'Falten Sie den Wagen in der Filiale zusammen und nehmen Sie die Maße mit. Ein Wagen, der nicht ins Auto passt, bleibt schnell zu Hause.',
            ),
            h(2, '3. Wohnen Sie mit Treppe?'),
            p(
              'Achten Sie dann auf das Gewicht des Gestells und darauf, ob sich der Wagen mit einer Hand zusammenklappen lässt. Manchmal ist ein leichter Buggy als Zweitwagen praktischer als ein schwerer Wagen für alles.',
            ),
            h(2, '4. Möchten Sie die Babyschale auf das Gestell setzen?'),
            p(
              'Mit einem Adapterset setzen Sie die Babyschale auf das Gestell. Praktisch für kurze Wege, aber lassen Sie Ihr Baby nicht länger als nötig in der Babyschale liegen: Die Tragewanne ist besser für den Rücken.',
            ),
            h(2, '5. Kommt vielleicht noch ein Geschwisterchen?'),
            p(
              'Manche Wagen lassen sich um einen zweiten Sitz erweitern. Auch ein Geschwisterwagen ist dann eine Möglichkeit.',
            ),
          ],
        },
        {
          products: {
            title: 'Kombikinderwagen, die Eltern oft wählen',
            skus: ['STR-100086', 'STR-100160', 'STR-100206', 'TWST-100089'],
          },
        },
        {
          imageText: {
            title: 'Machen Sie eine Probefahrt',
            text: [
              p(
                'Schieben, drehen und falten Sie den Wagen selbst in einer unserer Filialen. Bringen Sie gern Ihre eigene Tasche mit, dann sehen Sie gleich, ob alles in den Korb passt.',
              ),
            ],
            image: productImage('buggy', 'black', 2, 'Ein schwarzer Buggy von der Seite'),
            position: 'right',
          },
        },
        {
          products: { title: 'Leichte Buggys für unterwegs', category: 'buggies' },
        },
      ],
    },
  },
  {
    group: 'blog-car-seat-i-size',
    date: '2026-03-25',
    image: (alt) => productImage('infant-car-seat', 'green', 1, alt),
    nl: {
      slug: 'autostoeltje-i-size',
      title: 'Veilig in de auto: wat i-Size betekent voor je autostoeltje',
      intro:
        'Sinds de i-Size-norm kies je een autostoeltje op lengte in plaats van gewicht. Wat betekent dat, en waar let je op bij het kopen?',
      author: AUTHOR.nl[1],
      imageAlt: 'Een autostoeltje in groen',
      body: [
        {
          rich: [
            h(2, 'Wat is i-Size?'),
            p(
              'i-Size is de Europese norm R129 voor autostoeltjes. Een i-Size-stoeltje is getest op een aanrijding van voren, van achteren én van opzij, en je kiest het op de lengte van je kind. Die lengte staat op het label van het stoeltje, bijvoorbeeld 40 tot 87 cm.',
            ),
            h(2, 'Achterwaarts tot minstens 15 maanden'),
            p(
              'Het hoofd van een baby is groot en zwaar in verhouding tot de nek. Bij een aanrijding van voren vangt de rugleuning van een achterwaarts stoeltje die klap op. Daarom rijdt je kind volgens i-Size minstens tot 15 maanden achterwaarts, en liefst nog langer.',
            ),
            h(2, 'Isofix: vast met een klik'),
            p(
              'Met isofix klik je het stoeltje of de basis vast aan de bevestigingspunten tussen zitting en rugleuning van de auto. Een steunpoot of een topteter voorkomt dat het stoeltje naar voren kantelt. Zo kan de gordel niet verkeerd lopen, de meest gemaakte fout bij het vastzetten.',
            ),
            ul(
              'Controleer in de typelijst van de fabrikant of het stoeltje in je auto past',
              'Zet de airbag uit als je een achterwaarts stoeltje voorin plaatst',
              'Trek dikke jassen uit: de gordels moeten strak over het lichaam lopen',
            ),
          ],
        },
        {
          products: {
            title: 'i-Size-autostoeltjes en isofix-basissen',
            skus: ['ICS-100010', 'ICS-100102', 'ISBA-100013', 'CASE-100208', 'BOSE-100189'],
          },
        },
        {
          imageText: {
            title: 'Laat het stoeltje inpassen',
            text: [
              p(
                'In onze winkels passen we het autostoeltje samen met je in, in je eigen auto. Zo weet je zeker dat het past en dat je het zelf goed vastzet.',
              ),
            ],
            image: productImage('isofix-base', 'anthracite', 1, 'Een isofix-basis in antraciet'),
            position: 'left',
            link: {
              target: storyLink(PAGES.carSeatCampaign.nl),
              text: 'Meer over veilig onderweg',
            },
          },
        },
      ],
    },
    de: {
      slug: 'autositz-i-size',
      title: 'Sicher im Auto: Was i-Size für Ihren Autositz bedeutet',
      intro:
        'Seit der i-Size-Norm wählen Sie einen Autositz nach der Körpergröße statt nach dem Gewicht. Was bedeutet das, und worauf achten Sie beim Kauf?',
      author: AUTHOR.de[1],
      imageAlt: 'Eine Babyschale in Grün',
      body: [
        {
          rich: [
            h(2, 'Was ist i-Size?'),
            p(
              'i-Size ist die europäische Norm R129 für Autositze. Ein i-Size-Sitz ist auf Front-, Heck- und Seitenaufprall geprüft, und Sie wählen ihn nach der Körpergröße Ihres Kindes. Diese steht auf dem Etikett des Sitzes, zum Beispiel 40 bis 87 cm.',
            ),
            h(2, 'Rückwärtsgerichtet bis mindestens 15 Monate'),
            p(
              'Der Kopf eines Babys ist im Verhältnis zum Nacken groß und schwer. Bei einem Frontalaufprall fängt die Rückenlehne eines rückwärtsgerichteten Sitzes diesen Stoß ab. Deshalb fährt Ihr Kind nach i-Size mindestens bis zum Alter von 15 Monaten rückwärtsgerichtet, am besten noch länger.',
            ),
            h(2, 'Isofix: fest mit einem Klick'),
            p(
              'Mit Isofix rastet der Sitz oder die Basis an den Befestigungspunkten zwischen Sitzfläche und Rückenlehne des Autos ein. Ein Stützfuß oder ein Top-Tether verhindert, dass der Sitz nach vorn kippt. So kann der Gurt nicht falsch verlaufen, der häufigste Fehler beim Befestigen.',
            ),
            ul(
              'Prüfen Sie in der Typenliste des Herstellers, ob der Sitz in Ihr Auto passt',
              'Schalten Sie den Beifahrerairbag aus, wenn Sie einen rückwärtsgerichteten Sitz vorn einbauen',
              'Ziehen Sie dicke Jacken aus: Die Gurte müssen eng am Körper anliegen',
            ),
          ],
        },
        {
          products: {
            title: 'i-Size-Autositze und Isofix-Basisstationen',
            skus: ['ICS-100010', 'ICS-100102', 'ISBA-100013', 'CASE-100208', 'BOSE-100189'],
          },
        },
        {
          imageText: {
            title: 'Lassen Sie den Sitz einpassen',
            text: [
              p(
                'In unseren Filialen bauen wir den Autositz gemeinsam mit Ihnen in Ihr eigenes Auto ein. So wissen Sie sicher, dass er passt und dass Sie ihn selbst richtig befestigen.',
              ),
            ],
            image: productImage('isofix-base', 'anthracite', 1, 'Eine Isofix-Basis in Anthrazit'),
            position: 'left',
            link: { target: storyLink(PAGES.carSeatCampaign.de), text: 'Mehr zu Sicher unterwegs' },
          },
        },
      ],
    },
  },
  {
    group: 'blog-first-weeks',
    date: '2026-04-15',
    image: (alt) => productImage('hooded-towel', 'mint', 1, alt),
    nl: {
      slug: 'de-eerste-weken',
      title: 'De eerste weken met je baby: wat je echt nodig hebt',
      intro:
        'De kraamtijd is bijzonder en soms best overweldigend. Met deze spullen in huis en deze tips heb je je handen vrij voor het belangrijkste: je baby.',
      author: AUTHOR.nl[2],
      imageAlt: 'Een badcape in mintgroen',
      body: [
        {
          rich: [
            p(
              'In de eerste weken draait alles om voeden, slapen, verschonen en vooral veel knuffelen. Je hebt minder nodig dan je denkt, maar wat je nodig hebt, wil je wel bij de hand hebben.',
            ),
            h(2, 'De basis voor de eerste weken'),
            ul(
              'Zes tot acht rompertjes en boxpakjes in maat 50/56',
              'Luiers in maat 1 en zachte billendoekjes of watjes met lauw water',
              'Een badje of bademmer en twee badcapes',
              'Een thermometer: een baby met koorts hoort bij de huisarts',
              'Hydrofiele doeken, je kunt er nooit genoeg hebben',
            ),
            h(2, 'Rust nemen mag'),
            p(
              'Spreek met familie en vrienden af wanneer ze op kraamvisite komen, en vraag of ze iets te eten meenemen. Slaap als je baby slaapt. De was kan wachten.',
            ),
          ],
        },
        {
          products: {
            title: 'Handig in huis in de kraamtijd',
            skus: ['THE-100041', 'BABA-100037', 'HOTO-100038', 'DIA-100235', 'SLE-100047'],
          },
        },
        {
          imageText: {
            title: 'Borstvoeding of flesvoeding',
            text: [
              p(
                'Welke keuze je ook maakt: het is jouw keuze. Geef je borstvoeding, dan helpt een borstkolf als je partner ook eens een voeding wil geven. Bij flesvoeding zijn een flessenwarmer en een sterilisator fijn voor de nachtvoeding.',
              ),
            ],
            image: productImage('breast-pump', 'white', 1, 'Een witte borstkolf'),
            position: 'right',
          },
        },
        {
          products: { title: 'Voor de borstvoeding', category: 'breastfeeding' },
        },
      ],
    },
    de: {
      slug: 'die-ersten-wochen',
      title: 'Die ersten Wochen mit Ihrem Baby: Was Sie wirklich brauchen',
      intro:
        'Das Wochenbett ist eine besondere und manchmal überwältigende Zeit. Mit diesen Dingen im Haus und diesen Tipps haben Sie die Hände frei für das Wichtigste: Ihr Baby.',
      author: AUTHOR.de[2],
      imageAlt: 'Ein Kapuzenbadetuch in Mintgrün',
      body: [
        {
          rich: [
            p(
              'In den ersten Wochen dreht sich alles ums Füttern, Schlafen, Wickeln und vor allem ums Kuscheln. Sie brauchen weniger, als Sie denken, aber was Sie brauchen, möchten Sie griffbereit haben.',
            ),
            h(2, 'Die Grundausstattung für die ersten Wochen'),
            ul(
              'Sechs bis acht Bodys und Strampler in Größe 50/56',
              'Windeln in Größe 1 und weiche Feuchttücher oder Watte mit lauwarmem Wasser',
              'Eine Babybadewanne oder einen Badeeimer und zwei Kapuzenbadetücher',
              'Ein Fieberthermometer: Ein Baby mit Fieber gehört zum Kinderarzt',
              'Mulltücher, davon kann man nie genug haben',
            ),
            h(2, 'Ruhe ist erlaubt'),
            p(
              'Vereinbaren Sie mit Familie und Freunden, wann sie zu Besuch kommen, und bitten Sie sie, etwas zu essen mitzubringen. Schlafen Sie, wenn Ihr Baby schläft. Die Wäsche kann warten.',
            ),
          ],
        },
        {
          products: {
            title: 'Praktisch im Wochenbett',
            skus: ['THE-100041', 'BABA-100037', 'HOTO-100038', 'DIA-100235', 'SLE-100047'],
          },
        },
        {
          imageText: {
            title: 'Stillen oder Fläschchen',
            text: [
              p(
                'Wie Sie sich auch entscheiden: Es ist Ihre Entscheidung. Wenn Sie stillen, hilft eine Milchpumpe, wenn auch Ihr Partner einmal füttern möchte. Beim Fläschchen sind ein Flaschenwärmer und ein Sterilisator für die Nacht angenehm.',
              ),
            ],
            image: productImage('breast-pump', 'white', 1, 'Eine weiße Milchpumpe'),
            position: 'right',
          },
        },
        {
          products: { title: 'Rund ums Stillen', category: 'breastfeeding' },
        },
      ],
    },
  },
  {
    group: 'blog-birth-list',
    date: '2026-05-06',
    image: (alt) => productImage('gift-box', 'beige', 1, alt),
    nl: {
      slug: 'geboortelijst-tips',
      title: 'Je geboortelijst samenstellen: tips van ouders',
      intro:
        'Wat zet je op je geboortelijst, en hoe zorg je dat familie en vrienden iets kunnen kiezen dat bij hun budget past? Tips van ouders die het al deden.',
      author: AUTHOR.nl[0],
      imageAlt: 'Een babyuitzet in een beige doos',
      body: [
        {
          rich: [
            h(2, 'Begin op tijd'),
            p(
              'Veel ouders beginnen rond de twintigste week aan hun lijst. Dan heb je tijd om rustig te kiezen, en kunnen familie en vrienden al kijken voordat de kraamvisite begint.',
            ),
            h(2, 'Kies voor elk budget iets'),
            ul(
              'Kleine cadeaus: slabbers, hydrofiele doeken, een knuffel of een badcape',
              'Middelgrote cadeaus: een slaapzak, een babyfoon of een draagzak',
              'Grote cadeaus: de kinderwagen of het ledikant, om samen te geven',
            ),
            h(2, 'Markeer je favorieten'),
            p(
              'Wat je het liefst wilt hebben, markeer je als favoriet. Zo zien familie en vrienden meteen waar je het blijst mee bent.',
            ),
          ],
        },
        {
          imageText: {
            title: 'Zo werkt de geboortelijst',
            text: [
              p(
                'Een geboortelijst is gratis. Familie en vrienden zien wat nog gewenst is, niet wie wat gekocht heeft, zodat niets dubbel gegeven wordt.',
              ),
            ],
            image: productImage('gift-box', 'white', 2, 'Een witte cadeaudoos'),
            position: 'left',
            link: { target: storyLink(PAGES.birthList.nl), text: 'Lees hoe het werkt' },
          },
        },
        {
          products: { title: 'Kraamcadeaus en uitzetten', category: 'gift-sets' },
        },
      ],
    },
    de: {
      slug: 'geburtsliste-tipps',
      title: 'Ihre Geburtsliste zusammenstellen: Tipps von Eltern',
      intro:
        'Was setzen Sie auf Ihre Geburtsliste, und wie finden Familie und Freunde etwas, das zu ihrem Budget passt? Tipps von Eltern, die es schon gemacht haben.',
      author: AUTHOR.de[0],
      imageAlt: 'Eine Erstausstattung in einer beigen Box',
      body: [
        {
          rich: [
            h(2, 'Beginnen Sie rechtzeitig'),
            p(
              'Viele Eltern beginnen um die zwanzigste Woche mit ihrer Liste. Dann haben Sie Zeit, in Ruhe auszuwählen, und Familie und Freunde können schon vor den ersten Besuchen nachsehen.',
            ),
            h(2, 'Wählen Sie etwas für jedes Budget'),
            ul(
              'Kleine Geschenke: Lätzchen, Mulltücher, ein Kuscheltier oder ein Kapuzenbadetuch',
              'Mittlere Geschenke: ein Schlafsack, ein Babyphone oder eine Babytrage',
              'Große Geschenke: der Kinderwagen oder das Babybett, gemeinsam geschenkt',
            ),
            h(2, 'Markieren Sie Ihre Favoriten'),
            p(
              'Was Sie sich am meisten wünschen, markieren Sie als Favorit. So sehen Familie und Freunde sofort, worüber Sie sich am meisten freuen.',
            ),
          ],
        },
        {
          imageText: {
            title: 'So funktioniert die Geburtsliste',
            text: [
              p(
                'Eine Geburtsliste ist kostenlos. Familie und Freunde sehen, was noch gewünscht ist, nicht wer was gekauft hat, damit nichts doppelt geschenkt wird.',
              ),
            ],
            image: productImage('gift-box', 'white', 2, 'Eine weiße Geschenkbox'),
            position: 'left',
            link: { target: storyLink(PAGES.birthList.de), text: 'So funktioniert es' },
          },
        },
        {
          products: { title: 'Geburtsgeschenke und Erstausstattung', category: 'gift-sets' },
        },
      ],
    },
  },
  {
    group: 'blog-sleeping-safely',
    date: '2026-06-03',
    image: (alt) => productImage('sleeping-bag', 'ochre', 1, alt),
    nl: {
      slug: 'veilig-slapen',
      title: 'Veilig slapen: zo leg je je baby te slapen',
      intro:
        'Op de rug, in een slaapzak en in een leeg bedje: met een paar eenvoudige afspraken slaapt je baby veilig, thuis en onderweg.',
      author: AUTHOR.nl[2],
      imageAlt: 'Een slaapzak in okergeel',
      body: [
        {
          rich: [
            h(2, 'De belangrijkste afspraken'),
            ul(
              'Leg je baby altijd op de rug te slapen',
              'Gebruik een slaapzak die past: de halsopening is niet groter dan het hoofdje',
              'Houd het bedje leeg: geen kussen, dekbed, knuffels of spijlenbeschermers',
              'Een stevig matras dat precies in het bed past, zonder kieren',
              'Een kamertemperatuur van 16 tot 18 °C',
              'Rook nooit in huis of in de auto',
            ),
            h(2, 'In je eigen kamer'),
            p(
              'De eerste maanden slaapt je baby het veiligst in een eigen bedje of wieg naast jullie bed. Zo hoor je je baby, en heeft je baby een eigen, veilige plek.',
            ),
          ],
        },
        {
          products: {
            title: 'Voor een veilige nacht',
            skus: ['SLBA-100078', 'COMA-100019', 'BAMO-100072', 'NILI-100024'],
          },
        },
        {
          imageText: {
            title: 'Een babyfoon voor een gerust gevoel',
            text: [
              p(
                'Slaapt je baby in een eigen kamer, dan laat een babyfoon je horen of zien dat alles goed is. Kies een model met een bereik dat bij je huis past.',
              ),
            ],
            image: productImage('baby-monitor', 'white', 1, 'Een witte babyfoon'),
            position: 'right',
            link: { target: storyLink(PAGES.nurseryCampaign.nl), text: 'Alles voor de babykamer' },
          },
        },
      ],
    },
    de: {
      slug: 'sicher-schlafen',
      title: 'Sicher schlafen: So legen Sie Ihr Baby schlafen',
      intro:
        'In Rückenlage, im Schlafsack und in einem leeren Bett: Mit ein paar einfachen Regeln schläft Ihr Baby sicher, zu Hause und unterwegs.',
      author: AUTHOR.de[2],
      imageAlt: 'Ein Schlafsack in Ockergelb',
      body: [
        {
          rich: [
            h(2, 'Die wichtigsten Regeln'),
            ul(
              'Legen Sie Ihr Baby immer auf den Rücken zum Schlafen',
              'Verwenden Sie einen passenden Schlafsack: Die Halsöffnung ist nicht größer als das Köpfchen',
              'Halten Sie das Bett leer: kein Kissen, keine Bettdecke, keine Kuscheltiere und kein Nestchen',
              'Eine feste Matratze, die genau ins Bett passt, ohne Spalt',
              'Eine Raumtemperatur von 16 bis 18 °C',
              'Rauchen Sie nie in der Wohnung oder im Auto',
            ),
            h(2, 'Im Elternschlafzimmer'),
            p(
              'In den ersten Monaten schläft Ihr Baby am sichersten in einem eigenen Bett oder einer Wiege neben Ihrem Bett. So hören Sie Ihr Baby, und Ihr Baby hat einen eigenen, sicheren Platz.',
            ),
          ],
        },
        {
          products: {
            title: 'Für eine sichere Nacht',
            skus: ['SLBA-100078', 'COMA-100019', 'BAMO-100072', 'NILI-100024'],
          },
        },
        {
          imageText: {
            title: 'Ein Babyphone für ein ruhiges Gefühl',
            text: [
              p(
                'Schläft Ihr Baby in einem eigenen Zimmer, lässt Sie ein Babyphone hören oder sehen, dass alles in Ordnung ist. Wählen Sie ein Modell mit einer Reichweite, die zu Ihrer Wohnung passt.',
              ),
            ],
            image: productImage('baby-monitor', 'white', 1, 'Ein weißes Babyphone'),
            position: 'right',
            link: { target: storyLink(PAGES.nurseryCampaign.de), text: 'Alles für das Babyzimmer' },
          },
        },
      ],
    },
  },
  {
    group: 'blog-hospital-bag',
    date: '2026-07-01',
    image: (alt) => productImage('diaper-bag', 'black', 1, alt),
    nl: {
      slug: 'vluchtkoffer-inpakken',
      title: 'De vluchtkoffer: wat neem je mee naar het ziekenhuis?',
      intro:
        'Rond de 36 weken zet je de vluchtkoffer klaar, ook als je thuis wilt bevallen. Met deze lijst vergeet je niets voor jezelf, je partner en je baby.',
      author: AUTHOR.nl[2],
      imageAlt: 'Een zwarte luiertas',
      body: [
        {
          rich: [
            h(2, 'Voor jezelf'),
            ul(
              'Je identiteitsbewijs, zorgpas en het zwangerschapsdossier',
              'Een makkelijke nachtpon of een groot T-shirt en een ochtendjas',
              'Voedings-bh’s en kraamverband',
              'Toilettas, oplader en iets lekkers te eten en te drinken',
            ),
            h(2, 'Voor je baby'),
            ul(
              'Twee rompertjes en boxpakjes in maat 50',
              'Een mutsje en sokjes',
              'Een hydrofiele doek en een dekentje',
              'Het autostoeltje voor de rit naar huis, al ingepast in de auto',
            ),
            h(2, 'Voor je partner'),
            p('Een schone set kleren, snacks, een oplader en het telefoonnummer van de kraamzorg.'),
          ],
        },
        {
          products: {
            title: 'Voor in de vluchtkoffer',
            skus: ['SLE-100047', 'DIBA-100119', 'ICS-100010'],
          },
        },
        {
          imageText: {
            title: 'Vraag je gratis zwangerschapsbox aan',
            text: [
              p(
                'In de box vind je onder meer een checklist voor de babyuitzet en de vluchtkoffer, zodat je niets vergeet.',
              ),
            ],
            image: categoryImage('gift-sets', 'Een cadeaudoos in mintgroen'),
            position: 'left',
            link: { target: storyLink(PAGES.pregnancyBox.nl), text: 'Naar de zwangerschapsbox' },
          },
        },
      ],
    },
    de: {
      slug: 'kliniktasche-packen',
      title: 'Die Kliniktasche: Was nehmen Sie mit in die Klinik?',
      intro:
        'Um die 36. Woche steht die Kliniktasche bereit, auch wenn Sie zu Hause oder im Geburtshaus entbinden möchten. Mit dieser Liste vergessen Sie nichts für sich, Ihren Partner und Ihr Baby.',
      author: AUTHOR.de[2],
      imageAlt: 'Eine schwarze Wickeltasche',
      body: [
        {
          rich: [
            h(2, 'Für Sie'),
            ul(
              'Personalausweis, Versichertenkarte und Mutterpass',
              'Ein bequemes Nachthemd oder ein großes T-Shirt und einen Bademantel',
              'Still-BHs und Wochenbetteinlagen',
              'Kulturbeutel, Ladekabel und etwas zu essen und zu trinken',
            ),
            h(2, 'Für Ihr Baby'),
            ul(
              'Zwei Bodys und Strampler in Größe 50',
              'Ein Mützchen und Söckchen',
              'Ein Mulltuch und eine kleine Decke',
              'Die Babyschale für die Fahrt nach Hause, schon im Auto eingepasst',
            ),
            h(2, 'Für Ihren Partner'),
            p('Frische Kleidung, Snacks, ein Ladekabel und die Telefonnummer der Hebamme.'),
          ],
        },
        {
          products: {
            title: 'Für die Kliniktasche',
            skus: ['SLE-100047', 'DIBA-100119', 'ICS-100010'],
          },
        },
        {
          imageText: {
            title: 'Fordern Sie Ihre kostenlose Schwangerschaftsbox an',
            text: [
              p(
                'In der Box finden Sie unter anderem eine Checkliste für die Erstausstattung und die Kliniktasche, damit Sie nichts vergessen.',
              ),
            ],
            image: categoryImage('gift-sets', 'Eine Geschenkbox in Mintgrün'),
            position: 'left',
            link: { target: storyLink(PAGES.pregnancyBox.de), text: 'Zur Schwangerschaftsbox' },
          },
        },
      ],
    },
  },
];

export function blogStories(lang: Lang): SeedStory[] {
  return [overview(lang), ...ARTICLES.map((article) => articleStory(article, lang))];
}

function overview(lang: Lang): SeedStory {
  const uid = uidsOf(`blog-${lang}`);
  const t =
    lang === 'nl'
      ? {
          name: 'Blog',
          title: 'Advies en verhalen',
          intro:
            'Tips van onze adviseurs en van ouders: over kinderwagens en autostoeltjes, veilig slapen, de geboortelijst en de eerste weken met je baby.',
          overview: 'Nieuwste artikelen',
          seo: {
            title: 'Blog: advies over kinderwagens, autostoeltjes en de eerste weken',
            description:
              'Tips van onze adviseurs en van ouders over kinderwagens, autostoeltjes, veilig slapen, de geboortelijst en de eerste weken met je baby.',
          },
        }
      : {
          name: 'Ratgeber',
          title: 'Ratgeber und Geschichten',
          intro:
            'Tipps unserer Beraterinnen und Berater und von Eltern: zu Kinderwagen und Autositzen, sicherem Schlafen, der Geburtsliste und den ersten Wochen mit Ihrem Baby.',
          overview: 'Neueste Artikel',
          seo: {
            title: 'Ratgeber: Tipps zu Kinderwagen, Autositzen und den ersten Wochen',
            description:
              'Tipps unserer Beraterinnen und Berater und von Eltern zu Kinderwagen, Autositzen, sicherem Schlafen, der Geburtsliste und den ersten Wochen mit Ihrem Baby.',
          },
        };
  return {
    full_slug: PAGES.blog[lang],
    name: t.name,
    group: 'blog',
    first_published_at: '2026-03-01T09:00:00.000Z',
    content: {
      _uid: `blog-${lang}`,
      component: 'page',
      title: t.title,
      seo: t.seo,
      body: [
        { _uid: uid(), component: 'rich_text', text: doc(p(t.intro)) },
        { _uid: uid(), component: 'blog_overview', title: t.overview, per_page: 12 },
      ],
    },
  };
}

function articleStory(article: Article, lang: Lang): SeedStory {
  const text = article[lang];
  const uid = uidsOf(`${article.group}-${lang}`);
  const hour = lang === 'nl' ? '08' : '09';
  return {
    full_slug: `${PAGES.blog[lang]}/${text.slug}`,
    name: text.title,
    group: article.group,
    tag_list: ['blog'],
    first_published_at: `${article.date}T${hour}:00:00.000Z`,
    content: {
      _uid: `${article.group}-${lang}`,
      component: 'blog_article',
      title: text.title,
      intro: text.intro,
      image: article.image(text.imageAlt),
      author: text.author,
      date: article.date,
      seo: { title: text.title, description: text.intro },
      body: text.body.map((section) => sectionBlock(section, lang, uid)),
    },
  };
}

function sectionBlock(
  section: Section,
  lang: Lang,
  uid: () => string,
): { _uid: string; component: string; [field: string]: unknown } {
  if ('rich' in section) return { _uid: uid(), component: 'rich_text', text: doc(...section.rich) };
  if ('imageText' in section) {
    const { title, text, image, position, link } = section.imageText;
    return {
      _uid: uid(),
      component: 'image_text',
      title,
      text: doc(...text),
      image,
      image_position: position,
      ...(link ? { link: link.target, link_text: link.text } : {}),
    };
  }
  const { title, skus, category } = section.products;
  return {
    _uid: uid(),
    component: 'product_carousel',
    title,
    ...(skus ? { skus: skus.join(',') } : {}),
    ...(category
      ? {
          category: categorySlug(category, lang),
          limit: 8,
          link: categoryLink(category, lang),
          link_text: lang === 'nl' ? 'Bekijk alles' : 'Alle ansehen',
        }
      : {}),
  };
}
