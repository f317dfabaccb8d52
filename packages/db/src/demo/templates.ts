/**
 * Templates for the composite and service products of the demo catalogue: bundles (a stroller
 * with a car seat and adapters...), grouped starter sets and virtual workshops.
 */

type Pair = readonly [nl: string, de: string];

interface BundleOptionTemplate {
  title: Pair;
  type: 'select' | 'radio' | 'checkbox' | 'multi';
  required: boolean;
  /** Kinds whose simple products are offered as selections. */
  kinds: readonly string[];
  /** Number of selections offered. */
  count: number;
  qty: number;
  canChangeQty: boolean;
  /** Whether the first selection is preselected. */
  hasDefault: boolean;
}

export interface BundleTemplate {
  category: string;
  /** `{brand}` and `{series}` come from the first default selection. */
  name: Pair;
  pitch: Pair;
  features: readonly Pair[];
  options: readonly BundleOptionTemplate[];
}

export const BUNDLE_TEMPLATES: readonly BundleTemplate[] = [
  {
    category: 'stroller-sets',
    name: [
      '{brand} {series} compleet-set: kinderwagen, autostoeltje en adapters',
      '{brand} {series} Komplettset: Kinderwagen, Babyschale und Adapter',
    ],
    pitch: [
      'Met deze voordeelset heb je in één keer alles om vanaf de geboorte op pad te gaan: een complete kinderwagen, een bijpassend autostoeltje en de adapters om het stoeltje op het onderstel te klikken.',
      'Mit diesem Sparset haben Sie auf einen Schlag alles, um ab Geburt unterwegs zu sein: einen kompletten Kinderwagen, eine passende Babyschale und die Adapter für die Montage auf dem Gestell.',
    ],
    features: [
      ['Voordeliger dan los gekocht', 'Günstiger als einzeln gekauft'],
      ['Kies zelf je kinderwagen en autostoeltje', 'Kinderwagen und Babyschale frei wählbar'],
      ['Alle onderdelen passen op elkaar', 'Alle Teile passen zueinander'],
    ],
    options: [
      {
        title: ['Kinderwagen', 'Kinderwagen'],
        type: 'radio',
        required: true,
        kinds: ['stroller'],
        count: 3,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Autostoeltje', 'Babyschale'],
        type: 'radio',
        required: true,
        kinds: ['infant-car-seat'],
        count: 3,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Adapterset', 'Adapter-Set'],
        type: 'checkbox',
        required: false,
        kinds: ['adapter-set'],
        count: 1,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Voetenzak', 'Fußsack'],
        type: 'select',
        required: false,
        kinds: ['footmuff'],
        count: 3,
        qty: 1,
        canChangeQty: false,
        hasDefault: false,
      },
    ],
  },
  {
    category: 'stroller-sets',
    name: [
      '{brand} {series} buggyset met regenhoes en parasol',
      '{brand} {series} Buggy-Set mit Regenverdeck und Sonnenschirm',
    ],
    pitch: [
      'Een compleet buggypakket voor onderweg: de buggy met een passende regenhoes en een parasol voor zonnige dagen.',
      'Ein komplettes Buggy-Paket für unterwegs: der Buggy mit passendem Regenverdeck und einem Sonnenschirm für sonnige Tage.',
    ],
    features: [
      ['Direct klaar voor elk weer', 'Sofort bereit für jedes Wetter'],
      ['Voordeliger dan los gekocht', 'Günstiger als einzeln gekauft'],
    ],
    options: [
      {
        title: ['Buggy', 'Buggy'],
        type: 'radio',
        required: true,
        kinds: ['buggy'],
        count: 3,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Regenhoes', 'Regenverdeck'],
        type: 'checkbox',
        required: false,
        kinds: ['rain-cover'],
        count: 1,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Parasol', 'Sonnenschirm'],
        type: 'radio',
        required: false,
        kinds: ['parasol'],
        count: 2,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
    ],
  },
  {
    category: 'cribs',
    name: [
      '{brand} {series} slaapset: ledikant, matras en hoeslakens',
      '{brand} {series} Schlafset: Babybett, Matratze und Spannbettlaken',
    ],
    pitch: [
      'Alles voor een veilige nachtrust in één set: een stevig ledikant, een passend matras en twee zachte hoeslakens.',
      'Alles für einen sicheren Schlaf in einem Set: ein stabiles Babybett, eine passende Matratze und zwei weiche Spannbettlaken.',
    ],
    features: [
      ['Matras en hoeslakens passen precies', 'Matratze und Spannbettlaken passen genau'],
      ['Voordeliger dan los gekocht', 'Günstiger als einzeln gekauft'],
    ],
    options: [
      {
        title: ['Ledikant', 'Babybett'],
        type: 'radio',
        required: true,
        kinds: ['crib'],
        count: 2,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Matras', 'Matratze'],
        type: 'radio',
        required: true,
        kinds: ['cot-mattress'],
        count: 2,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Hoeslakens', 'Spannbettlaken'],
        type: 'checkbox',
        required: false,
        kinds: ['fitted-sheet'],
        count: 2,
        qty: 2,
        canChangeQty: true,
        hasDefault: true,
      },
    ],
  },
  {
    category: 'bottles',
    name: [
      '{brand} {series} startset voeding: flessen en flessenwarmer',
      '{brand} {series} Starterset Füttern: Flaschen und Flaschenwärmer',
    ],
    pitch: [
      'De ideale start met flesvoeding: drie flessen, een snelle flessenwarmer en desgewenst een sterilisator.',
      'Der ideale Start mit der Flasche: drei Flaschen, ein schneller Flaschenwärmer und auf Wunsch ein Sterilisator.',
    ],
    features: [
      ['Aantal flessen zelf aan te passen', 'Anzahl der Flaschen frei wählbar'],
      ['Voordeliger dan los gekocht', 'Günstiger als einzeln gekauft'],
    ],
    options: [
      {
        title: ['Flessen', 'Flaschen'],
        type: 'select',
        required: true,
        kinds: ['bottle'],
        count: 3,
        qty: 3,
        canChangeQty: true,
        hasDefault: true,
      },
      {
        title: ['Flessenwarmer', 'Flaschenwärmer'],
        type: 'radio',
        required: true,
        kinds: ['bottle-warmer'],
        count: 2,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Sterilisator', 'Sterilisator'],
        type: 'checkbox',
        required: false,
        kinds: ['sterilizer'],
        count: 1,
        qty: 1,
        canChangeQty: false,
        hasDefault: false,
      },
    ],
  },
  {
    category: 'bathing',
    name: [
      '{brand} {series} badset: badje, badcape en thermometer',
      '{brand} {series} Badeset: Babybadewanne, Kapuzenbadetuch und Thermometer',
    ],
    pitch: [
      'Veilig en ontspannen badderen met een ergonomisch badje, een zachte badcape en een badthermometer.',
      'Sicher und entspannt baden mit einer ergonomischen Babybadewanne, einem weichen Kapuzenbadetuch und einem Badethermometer.',
    ],
    features: [
      ['Alles voor het eerste badje', 'Alles für das erste Bad'],
      ['Voordeliger dan los gekocht', 'Günstiger als einzeln gekauft'],
    ],
    options: [
      {
        title: ['Badje', 'Babybadewanne'],
        type: 'radio',
        required: true,
        kinds: ['baby-bath'],
        count: 2,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
      {
        title: ['Badcape', 'Kapuzenbadetuch'],
        type: 'multi',
        required: false,
        kinds: ['hooded-towel'],
        count: 3,
        qty: 1,
        canChangeQty: true,
        hasDefault: true,
      },
      {
        title: ['Thermometer', 'Thermometer'],
        type: 'checkbox',
        required: false,
        kinds: ['thermometer'],
        count: 1,
        qty: 1,
        canChangeQty: false,
        hasDefault: true,
      },
    ],
  },
];

export interface GroupedTemplate {
  name: Pair;
  pitch: Pair;
  /** Kinds and default quantities of the grouped items. */
  items: readonly (readonly [kind: string, qty: number])[];
}

export const GROUPED_TEMPLATES: readonly GroupedTemplate[] = [
  {
    name: ['Babyuitzet basis', 'Baby-Erstausstattung Basis'],
    pitch: [
      'De basis voor de eerste weken: rompertjes, boxpakjes, slabbers en een mutsje in bij elkaar passende kleuren. Kies per artikel zelf hoeveel je nodig hebt.',
      'Die Grundausstattung für die ersten Wochen: Bodys, Strampler, Lätzchen und eine Mütze in passenden Farben. Wählen Sie pro Artikel selbst die Menge.',
    ],
    items: [
      ['romper', 3],
      ['sleepsuit', 2],
      ['bib', 2],
      ['hat', 1],
      ['socks', 1],
    ],
  },
  {
    name: ['Babyuitzet compleet', 'Baby-Erstausstattung komplett'],
    pitch: [
      'Een complete uitzet voor de kraamtijd, samengesteld door onze klantenservice op basis van de meest gestelde vragen van aanstaande ouders.',
      'Eine komplette Erstausstattung für das Wochenbett, zusammengestellt von unserem Kundenservice auf Basis der häufigsten Fragen werdender Eltern.',
    ],
    items: [
      ['romper', 4],
      ['sleepsuit', 3],
      ['trousers', 2],
      ['bib', 3],
      ['hooded-towel', 1],
      ['pacifier', 2],
      ['sleeping-bag', 1],
    ],
  },
  {
    name: ['Kraamcadeau-set', 'Geschenkset zur Geburt'],
    pitch: [
      'Een kant-en-klaar kraamcadeau met een knuffel, een rammelaar, een zacht dekentje en een romper.',
      'Ein fertiges Geschenk zur Geburt mit Kuscheltier, Rassel, weicher Decke und einem Body.',
    ],
    items: [
      ['teddy-bear', 1],
      ['rattle', 1],
      ['blanket', 1],
      ['romper', 1],
    ],
  },
  {
    name: ['Slaapset', 'Schlafset'],
    pitch: [
      'Alles voor een goede nachtrust: een slaapzak, twee hoeslakens, een nachtlampje en een knuffel om mee te slapen.',
      'Alles für einen guten Schlaf: ein Schlafsack, zwei Spannbettlaken, ein Nachtlicht und ein Kuscheltier zum Einschlafen.',
    ],
    items: [
      ['sleeping-bag', 1],
      ['fitted-sheet', 2],
      ['night-light', 1],
      ['teddy-bear', 1],
    ],
  },
  {
    name: ['Voedingsset', 'Fütterset'],
    pitch: [
      'De eerste hapjes en flesjes goed voorbereid: flessen, slabbers, een kinderbord en een drinkbeker.',
      'Gut vorbereitet für die ersten Fläschchen und Breie: Flaschen, Lätzchen, ein Kinderteller und ein Trinklernbecher.',
    ],
    items: [
      ['bottle', 2],
      ['bib', 3],
      ['plate', 1],
      ['sippy-cup', 1],
    ],
  },
];

export interface ServiceTemplate {
  name: Pair;
  price: number;
  pitch: Pair;
  features: readonly Pair[];
}

export const SERVICE_TEMPLATES: readonly ServiceTemplate[] = [
  {
    name: ['Workshop draagdoek knopen', 'Workshop Tragetuch binden'],
    price: 35,
    pitch: [
      'In deze workshop leer je onder begeleiding van een gecertificeerde draagconsulent hoe je veilig en comfortabel draagt.',
      'In diesem Workshop lernen Sie mit einer zertifizierten Trageberaterin, wie Sie Ihr Baby sicher und bequem tragen.',
    ],
    features: [
      ['Duur: 2 uur', 'Dauer: 2 Stunden'],
      ['Maximaal 6 ouders per groep', 'Maximal 6 Eltern pro Gruppe'],
      ['Oefendraagdoeken en poppen aanwezig', 'Übungstücher und Puppen vorhanden'],
      ['Inclusief koffie en thee', 'Inklusive Kaffee und Tee'],
    ],
  },
  {
    name: ['Workshop babymassage', 'Workshop Babymassage'],
    price: 45,
    pitch: [
      'Vier ochtenden samen met je baby ontspannen en leren hoe je met massage krampjes en onrust kunt verlichten.',
      'Vier Vormittage mit Ihrem Baby entspannen und lernen, wie Massage bei Bauchweh und Unruhe helfen kann.',
    ],
    features: [
      ['4 bijeenkomsten van 1 uur', '4 Termine à 1 Stunde'],
      ["Voor baby's van 6 weken tot 6 maanden", 'Für Babys von 6 Wochen bis 6 Monaten'],
      ['Inclusief flesje massageolie', 'Inklusive Fläschchen Massageöl'],
    ],
  },
  {
    name: ['Kraampakket advies op afspraak', 'Beratung Erstausstattung nach Termin'],
    price: 25,
    pitch: [
      'Een persoonlijk adviesgesprek van een uur in de winkel: samen stellen we de uitzet samen die bij jullie past. Het bedrag wordt verrekend bij aankoop.',
      'Ein persönliches Beratungsgespräch von einer Stunde im Geschäft: Gemeinsam stellen wir die passende Erstausstattung zusammen. Der Betrag wird beim Kauf verrechnet.',
    ],
    features: [
      ['Duur: 1 uur', 'Dauer: 1 Stunde'],
      [
        'Bedrag wordt verrekend bij een aankoop vanaf € 250',
        'Betrag wird ab einem Einkauf von 250 € verrechnet',
      ],
      ['Gratis koffie en parkeren', 'Kostenloser Kaffee und Parkplatz'],
    ],
  },
  {
    name: ["Cursus EHBO bij baby's en kinderen", 'Erste-Hilfe-Kurs am Säugling und Kleinkind'],
    price: 65,
    pitch: [
      'Een praktijkgerichte cursus waarin je leert handelen bij verslikken, koorts, brandwonden en andere ongelukjes.',
      'Ein praxisnaher Kurs, in dem Sie lernen, bei Verschlucken, Fieber, Verbrennungen und anderen Unfällen richtig zu handeln.',
    ],
    features: [
      ['Duur: 3 uur', 'Dauer: 3 Stunden'],
      ['Gegeven door een erkende instructeur', 'Durchgeführt von einer zertifizierten Ausbilderin'],
      ['Inclusief certificaat', 'Inklusive Teilnahmebescheinigung'],
    ],
  },
  {
    name: ['Autostoeltje-inbouwcheck', 'Autositz-Einbaucheck'],
    price: 19.95,
    pitch: [
      'Onze specialist controleert of het autostoeltje goed past in jullie auto en legt uit hoe je het correct installeert.',
      'Unsere Fachkraft prüft, ob der Autositz richtig in Ihr Auto passt, und erklärt die korrekte Installation.',
    ],
    features: [
      ['Duur: 30 minuten', 'Dauer: 30 Minuten'],
      ['Op de parkeerplaats van de winkel', 'Auf dem Parkplatz des Geschäfts'],
      ['Ook voor stoeltjes die elders zijn gekocht', 'Auch für anderswo gekaufte Sitze'],
    ],
  },
  {
    name: ['Zwangerschapsyoga (5 lessen)', 'Schwangerschaftsyoga (5 Einheiten)'],
    price: 79,
    pitch: [
      'Vijf rustige yogalessen die je helpen ontspannen, ademen en je lichaam voorbereiden op de bevalling.',
      'Fünf ruhige Yogastunden, die beim Entspannen und Atmen helfen und den Körper auf die Geburt vorbereiten.',
    ],
    features: [
      ['Vanaf 16 weken zwangerschap', 'Ab der 16. Schwangerschaftswoche'],
      ['Matten en kussens aanwezig', 'Matten und Kissen vorhanden'],
      ['Kleine groepen van maximaal 8 deelnemers', 'Kleine Gruppen mit maximal 8 Teilnehmerinnen'],
    ],
  },
  {
    name: ['Workshop borstvoeding', 'Workshop Stillen'],
    price: 39.95,
    pitch: [
      'Een lactatiekundige vertelt alles over aanleggen, kolven en bewaren, zodat je goed voorbereid begint.',
      'Eine Stillberaterin erklärt alles über Anlegen, Abpumpen und Aufbewahren, damit Sie gut vorbereitet starten.',
    ],
    features: [
      ['Duur: 2,5 uur', 'Dauer: 2,5 Stunden'],
      ['Partner is welkom zonder extra kosten', 'Partner ohne Aufpreis willkommen'],
      ['Inclusief informatiemap', 'Inklusive Informationsmappe'],
    ],
  },
];

export const SERVICE_LOCATIONS: readonly Pair[] = [
  ['Amsterdam', 'Amsterdam'],
  ['Utrecht', 'Utrecht'],
  ['Rotterdam', 'Rotterdam'],
  ['Eindhoven', 'Eindhoven'],
  ['Groningen', 'Groningen'],
  ['Düsseldorf', 'Düsseldorf'],
  ['Keulen', 'Köln'],
  ['Münster', 'Münster'],
  ['online', 'online'],
];
