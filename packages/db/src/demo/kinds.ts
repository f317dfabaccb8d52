/**
 * Product kinds of the demo catalogue: what a product is (stroller, romper, pacifier...), where
 * it lives in the category tree, its price range, how it varies and how a shop describes it.
 * Texts are pairs of [Dutch, German]; Dutch nouns are lower case inside product names.
 */
import type { BrandGroup } from './brands.ts';

type Pair = readonly [nl: string, de: string];

type ConfigMode = 'colour' | 'colour-size';

interface KindAttributes {
  /** `materiaal` option keys. */
  material?: readonly string[];
  /** `geschikt_vanaf` option keys. */
  from?: readonly string[];
  /** `age` option keys (clothing takes the age from the size instead). */
  age?: readonly string[];
  /** `gewicht` range in kg. */
  kg?: readonly [number, number];
  /** Probabilities of the boolean attributes being true (absent: attribute not set). */
  isofix?: number;
  washable?: number;
  foldable?: number;
  /** Probability of `duurzaam` (always set, default 0.15). */
  sustainable?: number;
  bpaFree?: boolean;
  /** `i_size` option keys. */
  iSize?: readonly string[];
  contents?: readonly string[];
  dimensions?: readonly string[];
  maxLoad?: readonly [number, number];
  /** `garantie` option keys. */
  warranty?: readonly string[];
}

export interface KindDef {
  /** Image kind and internal key. */
  key: string;
  /** Leaf category key. */
  category: string;
  /** Nouns as used in product names, [nl, de]; the first is the most common. */
  nouns: readonly Pair[];
  /** Price range in euros including NL tax. */
  price: readonly [number, number];
  /** Relative frequency in the assortment. */
  weight: number;
  brands: BrandGroup;
  /** Colour keys the kind comes in, most common first. */
  colours: readonly string[];
  /** Use the brand's colour name ("Earth Grey") instead of the plain colour label in names. */
  marketingColour?: boolean;
  /** Leave the colour out of names and of the `color` attribute (food, care products). */
  noColour?: boolean;
  config?: { mode: ConfigMode; share: number; sizes?: readonly string[] };
  /** Size option keys of simple products that carry one size. */
  sizes?: readonly string[];
  /** Words that replace the series name, e.g. flavours or animals, [nl, de]. */
  variants?: readonly Pair[];
  /** Package sizes appended to names ('4 x 90 g'). */
  packs?: readonly string[];
  attrs: KindAttributes;
  /** Opening phrases, starting with an indefinite article, without final full stop. */
  pitches: readonly Pair[];
  features: readonly Pair[];
  taxClass?: 5;
  customOptions?: readonly ('engraving' | 'giftwrap' | 'warranty')[];
  /** Kinds sold as matching accessories. */
  crossSell?: readonly string[];
  /** Can have a product video. */
  video?: boolean;
}

const MOBILITY = [
  'black',
  'grey',
  'anthracite',
  'navy',
  'beige',
  'green',
  'cognac',
  'mint',
  'old-pink',
];
const CARSEAT = ['black', 'anthracite', 'grey', 'navy', 'beige', 'green'];
const NURSERY = ['white', 'beige', 'grey', 'mint', 'old-pink', 'light-blue', 'cognac'];
const TEXTILE = [
  'white',
  'beige',
  'grey',
  'mint',
  'old-pink',
  'light-blue',
  'ochre',
  'lilac',
  'terracotta',
];
const FASHION = [
  'white',
  'old-pink',
  'mint',
  'light-blue',
  'ochre',
  'navy',
  'grey',
  'beige',
  'terracotta',
  'lilac',
  'green',
  'pink',
  'red',
];
const TOYS = [
  'ochre',
  'mint',
  'pink',
  'light-blue',
  'red',
  'beige',
  'terracotta',
  'lilac',
  'green',
  'blue',
];
const FEEDING = ['mint', 'light-blue', 'pink', 'white', 'grey', 'ochre', 'lilac'];
const DEVICES = ['white', 'grey', 'black', 'anthracite'];
const FOOD = ['ochre', 'green', 'terracotta', 'red', 'mint', 'beige'];
const BABY_SIZES = ['50', '56', '62', '68', '74', '80', '86'];
const TODDLER_SIZES = ['62', '68', '74', '80', '86', '92', '98', '104'];
const SML = ['s', 'm', 'l'];

export const KINDS: readonly KindDef[] = [
  // ── Kinderwagens ──────────────────────────────────────────────────────────────────────────
  {
    key: 'stroller',
    category: 'combi-strollers',
    nouns: [
      ['kinderwagen', 'Kinderwagen'],
      ['combi-kinderwagen', 'Kombikinderwagen'],
    ],
    price: [449, 1299],
    weight: 4,
    brands: 'mobility',
    colours: MOBILITY,
    marketingColour: true,
    config: { mode: 'colour', share: 0.5 },
    attrs: {
      material: ['aluminium', 'polyester'],
      from: ['birth'],
      kg: [9.5, 14.5],
      foldable: 1,
      sustainable: 0.25,
      maxLoad: [15, 22],
      warranty: ['2y', '3y', '5y'],
    },
    pitches: [
      [
        'een complete kinderwagen met wieg en zitje die van geboorte tot peuter meegaat',
        'ein kompletter Kinderwagen mit Babywanne und Sportsitz, der von Geburt bis ins Kleinkindalter mitwächst',
      ],
      [
        'een wendbare combi-kinderwagen voor dagelijks gebruik in de stad en op onverharde paden',
        'ein wendiger Kombikinderwagen für den Alltag in der Stadt und auf unbefestigten Wegen',
      ],
      [
        'een stijlvolle kinderwagen met veel comfort voor je baby en een soepele rijervaring voor jou',
        'ein stilvoller Kinderwagen mit viel Komfort für Ihr Baby und einem sanften Fahrgefühl für Sie',
      ],
    ],
    features: [
      [
        'Geschikt vanaf de geboorte met de ruime wieg',
        'Ab Geburt geeignet mit der geräumigen Babywanne',
      ],
      ['Eenvoudig inklapbaar met één hand', 'Einfach mit einer Hand zusammenklappbar'],
      [
        'Zitje zowel met het gezicht naar je toe als van je af te plaatsen',
        'Sitz blickrichtungswechselbar montierbar',
      ],
      [
        'Volledig verstelbare rugleuning tot ligstand',
        'Rückenlehne bis in die Liegeposition verstellbar',
      ],
      [
        'Luchtbanden en vering rondom voor een soepele rit',
        'Luftreifen und Rundumfederung für eine sanfte Fahrt',
      ],
      ['Extra grote boodschappenmand tot 10 kg', 'Extra großer Einkaufskorb bis 10 kg'],
      ['In hoogte verstelbare duwbeugel', 'Höhenverstellbarer Schiebebügel'],
      ['Grote zonnekap met UPF 50+', 'Großes Sonnenverdeck mit UPF 50+'],
      [
        'Autostoeltje met adapters op het onderstel te klikken',
        'Babyschale mit Adaptern auf das Gestell montierbar',
      ],
    ],
    customOptions: ['warranty'],
    crossSell: [
      'footmuff',
      'rain-cover',
      'parasol',
      'cup-holder',
      'adapter-set',
      'infant-car-seat',
    ],
    video: true,
  },
  {
    key: 'buggy',
    category: 'buggies',
    nouns: [
      ['buggy', 'Buggy'],
      ['reisbuggy', 'Reisebuggy'],
    ],
    price: [129, 449],
    weight: 3,
    brands: 'mobility',
    colours: MOBILITY,
    marketingColour: true,
    config: { mode: 'colour', share: 0.4 },
    attrs: {
      material: ['aluminium', 'polyester'],
      from: ['6m', 'birth'],
      kg: [5.8, 8.9],
      foldable: 1,
      sustainable: 0.2,
      maxLoad: [15, 22],
      warranty: ['2y', '3y'],
    },
    pitches: [
      [
        'een lichte en compacte buggy die je moeiteloos meeneemt in de trein, auto of het vliegtuig',
        'ein leichter und kompakter Buggy, den Sie mühelos in Zug, Auto oder Flugzeug mitnehmen',
      ],
      [
        'een wendbare buggy voor snelle boodschappen en dagjes uit',
        'ein wendiger Buggy für schnelle Besorgungen und Tagesausflüge',
      ],
    ],
    features: [
      ['Compact inklapbaar tot handbagageformaat', 'Kompakt faltbar auf Handgepäckgröße'],
      ['Inklapbaar met één hand', 'Mit einer Hand zusammenklappbar'],
      ['Rugleuning in meerdere standen verstelbaar', 'Rückenlehne mehrfach verstellbar'],
      ['Met draagriem over de schouder', 'Mit Tragegurt über der Schulter'],
      ['Vijfpuntsgordel met zachte schouderpads', 'Fünfpunktgurt mit weichen Schulterpolstern'],
      ['Voorwielen draaibaar en vast te zetten', 'Vorderräder schwenkbar und feststellbar'],
      ['Inclusief regenhoes', 'Inklusive Regenverdeck'],
    ],
    customOptions: ['warranty'],
    crossSell: ['rain-cover', 'parasol', 'cup-holder', 'footmuff'],
    video: true,
  },
  {
    key: 'twin-stroller',
    category: 'twin-strollers',
    nouns: [
      ['duowagen', 'Geschwisterwagen'],
      ['tweelingwagen', 'Zwillingskinderwagen'],
    ],
    price: [599, 1399],
    weight: 1,
    brands: 'mobility',
    colours: MOBILITY.slice(0, 6),
    marketingColour: true,
    config: { mode: 'colour', share: 0.3 },
    attrs: {
      material: ['aluminium', 'polyester'],
      from: ['birth'],
      kg: [13.5, 17.9],
      foldable: 1,
      sustainable: 0.15,
      maxLoad: [30, 44],
      warranty: ['2y', '3y'],
    },
    pitches: [
      [
        'een duowagen voor een tweeling of twee kinderen kort na elkaar',
        'ein Geschwisterwagen für Zwillinge oder zwei Kinder mit geringem Altersabstand',
      ],
      [
        'een duowagen waarin beide kinderen comfortabel zitten en die toch door een standaard deur past',
        'ein Zwillingswagen, in dem beide Kinder bequem sitzen und der trotzdem durch jede Standardtür passt',
      ],
    ],
    features: [
      ['Door standaard deuren van 74 cm breed', 'Passt durch Standardtüren mit 74 cm Breite'],
      ['Twee zitjes los van elkaar verstelbaar', 'Zwei Sitze unabhängig voneinander verstellbar'],
      [
        'Geschikt voor twee autostoeltjes met adapters',
        'Für zwei Babyschalen mit Adaptern geeignet',
      ],
      ['Grote boodschappenmand onder de zitjes', 'Großer Einkaufskorb unter den Sitzen'],
      ['Centrale rem met één voetbeweging', 'Zentrale Bremse mit einem Fußtritt'],
    ],
    customOptions: ['warranty'],
    crossSell: ['rain-cover', 'footmuff', 'adapter-set'],
    video: true,
  },
  {
    key: 'pushchair',
    category: 'pushchairs',
    nouns: [['wandelwagen', 'Sportwagen']],
    price: [249, 699],
    weight: 2,
    brands: 'mobility',
    colours: MOBILITY,
    marketingColour: true,
    config: { mode: 'colour', share: 0.4 },
    attrs: {
      material: ['aluminium', 'polyester'],
      from: ['6m'],
      kg: [7.5, 11.5],
      foldable: 1,
      sustainable: 0.2,
      maxLoad: [17, 22],
      warranty: ['2y', '3y'],
    },
    pitches: [
      [
        'een comfortabele wandelwagen voor kinderen vanaf een half jaar die de wereld willen ontdekken',
        'ein bequemer Sportwagen für Kinder ab einem halben Jahr, die die Welt entdecken wollen',
      ],
      [
        'een stevige wandelwagen met grote wielen voor lange wandelingen',
        'ein robuster Sportwagen mit großen Rädern für lange Spaziergänge',
      ],
    ],
    features: [
      ['Zitje in twee richtingen te plaatsen', 'Sitz in beide Richtungen montierbar'],
      ['Verstelbare voetensteun', 'Verstellbare Fußstütze'],
      ['Grote wielen met vering', 'Große Räder mit Federung'],
      ['Zonnekap met kijkvenster', 'Sonnenverdeck mit Sichtfenster'],
      ['Compact en zelfstandig staand opvouwbaar', 'Kompakt und freistehend faltbar'],
    ],
    customOptions: ['warranty'],
    crossSell: ['footmuff', 'rain-cover', 'parasol', 'cup-holder'],
  },
  {
    key: 'footmuff',
    category: 'footmuffs',
    nouns: [['voetenzak', 'Fußsack']],
    price: [39.95, 149],
    weight: 2,
    brands: 'mobility',
    colours: MOBILITY,
    marketingColour: true,
    config: { mode: 'colour', share: 0.3 },
    attrs: {
      material: ['polyester', 'wool', 'organic-cotton'],
      from: ['6m', 'birth'],
      kg: [0.5, 1.2],
      washable: 0.9,
      sustainable: 0.3,
    },
    pitches: [
      [
        'een warme voetenzak die je kindje in de kinderwagen behaaglijk warm houdt',
        'ein warmer Fußsack, der Ihr Kind im Kinderwagen mollig warm hält',
      ],
      [
        'een winddichte voetenzak voor koude herfst- en winterdagen',
        'ein winddichter Fußsack für kalte Herbst- und Wintertage',
      ],
    ],
    features: [
      ["Past op de meeste kinderwagens en buggy's", 'Passt auf die meisten Kinderwagen und Buggys'],
      ['Met sleuven voor een vijfpuntsgordel', 'Mit Schlitzen für einen Fünfpunktgurt'],
      ['Bovenkant met rits volledig af te nemen', 'Oberteil per Reißverschluss komplett abnehmbar'],
      ['Water- en windafstotende buitenstof', 'Wasser- und windabweisender Außenstoff'],
      ['Zachte fleece voering', 'Weiches Fleecefutter'],
    ],
    crossSell: ['stroller', 'buggy', 'pushchair'],
  },
  {
    key: 'rain-cover',
    category: 'rain-covers',
    nouns: [['regenhoes', 'Regenverdeck']],
    price: [14.95, 39.95],
    weight: 1.5,
    brands: 'mobility',
    colours: ['light-blue', 'grey', 'black'],
    noColour: true,
    attrs: { material: ['plastic'], kg: [0.3, 0.6], sustainable: 0.1 },
    pitches: [
      [
        'een goed passende regenhoes die wind en regen buiten houdt',
        'ein passgenaues Regenverdeck, das Wind und Regen abhält',
      ],
      [
        'een ademende regenhoes voor onverwachte buien',
        'ein atmungsaktives Regenverdeck für überraschende Schauer',
      ],
    ],
    features: [
      ['Vrij van PVC en ftalaten', 'Frei von PVC und Phthalaten'],
      ['Met ventilatieopeningen', 'Mit Belüftungsöffnungen'],
      ['Kijkvenster met rits', 'Sichtfenster mit Reißverschluss'],
      ['Klein op te vouwen in het bijgeleverde tasje', 'Klein faltbar im mitgelieferten Beutel'],
    ],
    crossSell: ['stroller', 'buggy'],
  },
  {
    key: 'parasol',
    category: 'parasols',
    nouns: [
      ['parasol', 'Sonnenschirm'],
      ['zonnekap', 'Sonnensegel'],
    ],
    price: [19.95, 49.95],
    weight: 1.5,
    brands: 'mobility',
    colours: ['ochre', 'beige', 'grey', 'navy', 'mint', 'black'],
    marketingColour: true,
    attrs: { material: ['polyester'], kg: [0.2, 0.5], sustainable: 0.15 },
    pitches: [
      [
        'een flexibele parasol die je kindje onderweg beschermt tegen felle zon',
        'ein flexibler Sonnenschirm, der Ihr Kind unterwegs vor praller Sonne schützt',
      ],
      [
        'een parasol met universele klem voor de kinderwagen of buggy',
        'ein Sonnenschirm mit Universalklemme für Kinderwagen oder Buggy',
      ],
    ],
    features: [
      ['UV-bescherming UPF 50+', 'UV-Schutz UPF 50+'],
      ['Buigzame arm, in elke richting te draaien', 'Biegsamer Arm, in jede Richtung drehbar'],
      [
        'Universele klem voor buizen van 15 tot 30 mm',
        'Universalklemme für Rohre von 15 bis 30 mm',
      ],
    ],
    crossSell: ['stroller', 'buggy', 'pushchair'],
  },
  {
    key: 'cup-holder',
    category: 'stroller-organisers',
    nouns: [
      ['bekerhouder', 'Becherhalter'],
      ['kinderwagen-organizer', 'Kinderwagen-Organizer'],
    ],
    price: [9.95, 24.95],
    weight: 1,
    brands: 'mobility',
    colours: ['black', 'anthracite', 'grey', 'beige'],
    attrs: { material: ['plastic', 'polyester'], kg: [0.1, 0.4] },
    pitches: [
      [
        'een handige bekerhouder voor je koffie onderweg',
        'ein praktischer Becherhalter für den Kaffee unterwegs',
      ],
      [
        'een praktische organizer met vakjes voor telefoon, sleutels en een flesje',
        'ein praktischer Organizer mit Fächern für Handy, Schlüssel und Fläschchen',
      ],
    ],
    features: [
      ['Eenvoudig aan de duwbeugel te bevestigen', 'Einfach am Schiebebügel zu befestigen'],
      [
        'Past bekers en flessen tot 8 cm doorsnede',
        'Passt für Becher und Flaschen bis 8 cm Durchmesser',
      ],
      [
        'Draait mee zodat je drinken rechtop blijft',
        'Dreht sich mit, damit das Getränk aufrecht bleibt',
      ],
    ],
    crossSell: ['stroller', 'buggy'],
  },
  {
    key: 'adapter-set',
    category: 'adapters',
    nouns: [['adapterset', 'Adapter-Set']],
    price: [19.95, 49.95],
    weight: 1,
    brands: 'mobility',
    colours: ['black', 'anthracite'],
    noColour: true,
    attrs: { material: ['plastic', 'metal'], kg: [0.3, 0.7] },
    pitches: [
      [
        'een adapterset om een autostoeltje direct op het onderstel van de kinderwagen te klikken',
        'ein Adapter-Set, mit dem die Babyschale direkt auf das Kinderwagengestell passt',
      ],
    ],
    features: [
      [
        'Geschikt voor de meeste autostoeltjes van groep 0+',
        'Passend für die meisten Babyschalen der Gruppe 0+',
      ],
      ['Eenvoudig klikken en ontkoppelen', 'Einfaches Einklicken und Lösen'],
      ['Set van twee adapters', 'Set aus zwei Adaptern'],
    ],
    crossSell: ['stroller', 'infant-car-seat'],
  },
  // ── Autostoeltjes ─────────────────────────────────────────────────────────────────────────
  {
    key: 'infant-car-seat',
    category: 'infant-car-seats',
    nouns: [['autostoeltje', 'Babyschale']],
    price: [149, 399],
    weight: 3,
    brands: 'carseat',
    colours: CARSEAT,
    marketingColour: true,
    config: { mode: 'colour', share: 0.35 },
    attrs: {
      material: ['plastic', 'polyester'],
      from: ['birth'],
      kg: [3.2, 4.9],
      isofix: 0.4,
      iSize: ['40-87'],
      washable: 0.8,
      sustainable: 0.1,
      warranty: ['2y', '3y'],
    },
    pitches: [
      [
        'een licht autostoeltje voor de allereerste ritjes, vanaf de geboorte tot ongeveer 15 maanden',
        'eine leichte Babyschale für die allerersten Fahrten, ab Geburt bis etwa 15 Monate',
      ],
      [
        'een veilig autostoeltje met extra zijbescherming en een comfortabele ligpositie',
        'eine sichere Babyschale mit zusätzlichem Seitenaufprallschutz und bequemer Liegeposition',
      ],
    ],
    features: [
      [
        'Goedgekeurd volgens i-Size (R129) voor kinderen van 40-87 cm',
        'Zugelassen nach i-Size (R129) für Kinder von 40-87 cm',
      ],
      ['Met gordel of isofix-basis te installeren', 'Mit Gurt oder Isofix-Basis zu installieren'],
      ['Extra zijbescherming (SIP)', 'Zusätzlicher Seitenaufprallschutz (SIP)'],
      ['Inclusief babyverkleiner voor pasgeborenen', 'Inklusive Neugeboreneneinsatz'],
      [
        'Op veel kinderwagens te klikken met adapters',
        'Mit Adaptern auf viele Kinderwagen montierbar',
      ],
      ['Afneembare en wasbare bekleding', 'Abnehmbarer und waschbarer Bezug'],
    ],
    customOptions: ['warranty'],
    crossSell: ['isofix-base', 'car-mirror', 'sun-shade', 'adapter-set'],
    video: true,
  },
  {
    key: 'car-seat',
    category: 'toddler-car-seats',
    nouns: [
      ['autostoel', 'Kindersitz'],
      ['meegroei-autostoel', 'mitwachsender Kindersitz'],
    ],
    price: [199, 549],
    weight: 3,
    brands: 'carseat',
    colours: CARSEAT,
    marketingColour: true,
    config: { mode: 'colour', share: 0.35 },
    attrs: {
      material: ['plastic', 'polyester'],
      from: ['3m', '12m', '18m'],
      kg: [9.5, 15.8],
      isofix: 0.9,
      iSize: ['76-105', '40-87', '100-150'],
      washable: 0.8,
      sustainable: 0.1,
      warranty: ['2y', '3y', '5y'],
    },
    pitches: [
      [
        'een meegroei-autostoel die jarenlang meegaat',
        'ein mitwachsender Kindersitz, der viele Jahre genutzt werden kann',
      ],
      [
        'een 360 graden draaibare autostoel die het in- en uitstappen een stuk makkelijker maakt',
        'ein um 360 Grad drehbarer Kindersitz, der das Ein- und Aussteigen deutlich erleichtert',
      ],
    ],
    features: [
      ['360 graden draaibaar', 'Um 360 Grad drehbar'],
      ['Tegen de rijrichting in te gebruiken tot 105 cm', 'Rückwärtsgerichtet nutzbar bis 105 cm'],
      ['Met ISOFIX-bevestiging en steunpoot', 'Mit ISOFIX-Befestigung und Stützfuß'],
      ['Hoofdsteun in 10 standen verstelbaar', 'Kopfstütze zehnfach verstellbar'],
      ['Ligstand voor onderweg', 'Liegeposition für unterwegs'],
      ['Ademende bekleding, wasbaar op 30 °C', 'Atmungsaktiver Bezug, waschbar bei 30 °C'],
    ],
    customOptions: ['warranty'],
    crossSell: ['car-mirror', 'sun-shade'],
    video: true,
  },
  {
    key: 'booster-seat',
    category: 'booster-seats',
    nouns: [
      ['zitverhoger', 'Sitzerhöhung'],
      ['autostoel met rugleuning', 'Kindersitz mit Rückenlehne'],
    ],
    price: [59, 199],
    weight: 2,
    brands: 'carseat',
    colours: CARSEAT,
    marketingColour: true,
    attrs: {
      material: ['plastic', 'polyester'],
      from: ['3y'],
      kg: [3.5, 7.5],
      isofix: 0.6,
      iSize: ['100-150'],
      washable: 0.7,
      warranty: ['2y'],
    },
    pitches: [
      [
        'een zitverhoger met rugleuning voor grotere kinderen tot 150 cm',
        'eine Sitzerhöhung mit Rückenlehne für größere Kinder bis 150 cm',
      ],
    ],
    features: [
      [
        'Goedgekeurd volgens i-Size (R129) voor kinderen van 100-150 cm',
        'Zugelassen nach i-Size (R129) für Kinder von 100-150 cm',
      ],
      ['Meegroeiende hoofdsteun en rugleuning', 'Mitwachsende Kopfstütze und Rückenlehne'],
      ['Bekerhouder aan beide kanten', 'Becherhalter auf beiden Seiten'],
      ['Licht genoeg om snel van auto te wisselen', 'Leicht genug für schnelle Autowechsel'],
    ],
    crossSell: ['sun-shade'],
  },
  {
    key: 'isofix-base',
    category: 'isofix-bases',
    nouns: [['isofix-basis', 'Isofix-Basis']],
    price: [129, 299],
    weight: 1.5,
    brands: 'carseat',
    colours: ['black', 'anthracite'],
    noColour: true,
    attrs: { material: ['plastic', 'metal'], kg: [4.5, 6.9], isofix: 1, warranty: ['2y', '3y'] },
    pitches: [
      [
        'een isofix-basis waarop het autostoeltje met één klik vastzit',
        'eine Isofix-Basis, auf der die Babyschale mit einem Klick sicher sitzt',
      ],
    ],
    features: [
      ['Met ISOFIX-bevestiging en steunpoot', 'Mit ISOFIX-Befestigung und Stützfuß'],
      [
        'Kleurindicatoren voor een correcte installatie',
        'Farbindikatoren für die korrekte Installation',
      ],
      [
        'Blijft in de auto, ideaal voor dagelijks gebruik',
        'Bleibt im Auto, ideal für den täglichen Gebrauch',
      ],
    ],
    customOptions: ['warranty'],
    crossSell: ['infant-car-seat', 'car-seat'],
  },
  {
    key: 'car-mirror',
    category: 'car-seat-accessories',
    nouns: [['autospiegel', 'Rücksitzspiegel']],
    price: [12.95, 29.95],
    weight: 1,
    brands: 'carseat',
    colours: ['black', 'grey'],
    noColour: true,
    attrs: { material: ['plastic'], kg: [0.2, 0.5] },
    pitches: [
      [
        'een veiligheidsspiegel waarmee je je kindje achterin goed in het oog houdt',
        'ein Sicherheitsspiegel, mit dem Sie Ihr Kind auf der Rückbank gut im Blick behalten',
      ],
    ],
    features: [
      ['Onbreekbaar spiegelglas', 'Bruchsicheres Spiegelglas'],
      ['Bevestiging aan elke hoofdsteun', 'Befestigung an jeder Kopfstütze'],
      ['Kantelbaar en draaibaar', 'Neig- und drehbar'],
    ],
    crossSell: ['infant-car-seat', 'car-seat'],
  },
  {
    key: 'sun-shade',
    category: 'car-seat-accessories',
    nouns: [['zonnescherm', 'Sonnenschutz für das Autofenster']],
    price: [9.95, 24.95],
    weight: 1,
    brands: 'carseat',
    colours: ['black', 'grey'],
    noColour: true,
    attrs: { material: ['polyester'], kg: [0.1, 0.3] },
    pitches: [
      [
        'een set zonneschermen voor de zijruiten van de auto',
        'ein Set Sonnenschutzblenden für die Seitenfenster im Auto',
      ],
    ],
    features: [
      ['Set van twee stuks', 'Set aus zwei Stück'],
      ['Blokkeert tot 97 % van de UV-straling', 'Blockiert bis zu 97 % der UV-Strahlung'],
      [
        'Met zuignappen, zonder gereedschap te plaatsen',
        'Mit Saugnäpfen, ohne Werkzeug anzubringen',
      ],
    ],
  },
  // ── Babykamer ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'crib',
    category: 'cribs',
    nouns: [
      ['ledikant', 'Babybett'],
      ['meegroeibed', 'mitwachsendes Babybett'],
    ],
    price: [249, 799],
    weight: 2.5,
    brands: 'nursery',
    colours: NURSERY,
    attrs: {
      material: ['wood'],
      from: ['birth'],
      kg: [18, 32],
      sustainable: 0.5,
      dimensions: ['60 x 120 cm', '70 x 140 cm'],
      warranty: ['2y', '5y'],
    },
    pitches: [
      ['een tijdloos ledikant van massief hout', 'ein zeitloses Babybett aus Massivholz'],
      [
        'een meegroeibed dat later om te bouwen is tot peuterbed',
        'ein mitwachsendes Babybett, das später zum Kinderbett umgebaut werden kann',
      ],
    ],
    features: [
      ['Bodem in drie hoogtes verstelbaar', 'Lattenrost in drei Höhen verstellbar'],
      ['Ombouwbaar tot juniorbed', 'Zum Juniorbett umbaubar'],
      ['Met afneembare spijlen', 'Mit herausnehmbaren Sprossen'],
      [
        'Afgewerkt met kindveilige lak op waterbasis',
        'Mit kindersicherem Lack auf Wasserbasis behandelt',
      ],
      [
        'Voldoet aan de Europese veiligheidsnorm EN 716',
        'Entspricht der europäischen Sicherheitsnorm EN 716',
      ],
    ],
    customOptions: ['warranty'],
    crossSell: ['cot-mattress', 'fitted-sheet', 'blanket', 'sleeping-bag', 'mobile'],
  },
  {
    key: 'cradle',
    category: 'cradles',
    nouns: [
      ['wieg', 'Wiege'],
      ['co-sleeper', 'Beistellbett'],
    ],
    price: [149, 449],
    weight: 1.5,
    brands: 'nursery',
    colours: NURSERY,
    attrs: {
      material: ['wood', 'bamboo'],
      from: ['birth'],
      kg: [7.5, 14],
      sustainable: 0.5,
      dimensions: ['40 x 80 cm', '50 x 90 cm'],
    },
    pitches: [
      [
        'een sfeervolle wieg voor de eerste maanden dicht bij jou',
        'eine gemütliche Wiege für die ersten Monate ganz nah bei Ihnen',
      ],
      [
        'een co-sleeper die je tegen het ouderbed aan plaatst',
        'ein Beistellbett, das direkt an das Elternbett gestellt wird',
      ],
    ],
    features: [
      ['Zacht schommelend of vast te zetten', 'Sanft schaukelnd oder feststehend'],
      ['Inclusief matrasje', 'Inklusive Matratze'],
      ['Past naast vrijwel elk ouderbed', 'Passt neben nahezu jedes Elternbett'],
      ['Op wieltjes eenvoudig te verplaatsen', 'Auf Rollen leicht zu verschieben'],
    ],
    crossSell: ['fitted-sheet', 'blanket', 'night-light'],
  },
  {
    key: 'playpen',
    category: 'cradles',
    nouns: [
      ['box', 'Laufgitter'],
      ['grondbox', 'Laufstall'],
    ],
    price: [99, 299],
    weight: 1.5,
    brands: 'nursery',
    colours: NURSERY,
    attrs: {
      material: ['wood'],
      from: ['3m'],
      kg: [12, 22],
      sustainable: 0.4,
      dimensions: ['80 x 100 cm', '100 x 100 cm'],
    },
    pitches: [
      [
        'een ruime box waarin je kindje veilig speelt terwijl jij even iets anders doet',
        'ein geräumiges Laufgitter, in dem Ihr Kind sicher spielt, während Sie etwas anderes erledigen',
      ],
    ],
    features: [
      ['Bodem in twee hoogtes', 'Boden in zwei Höhen'],
      ['Met zwenkwielen die je kunt vergrendelen', 'Mit feststellbaren Lenkrollen'],
      ['Spijlen op veilige afstand', 'Sprossen in sicherem Abstand'],
    ],
    crossSell: ['play-mat'],
  },
  {
    key: 'cot-mattress',
    category: 'mattresses',
    nouns: [
      ['ledikantmatras', 'Babymatratze'],
      ['wiegmatras', 'Wiegenmatratze'],
    ],
    price: [59, 249],
    weight: 2,
    brands: 'nursery',
    colours: ['white'],
    noColour: true,
    attrs: {
      material: ['foam', 'organic-cotton'],
      from: ['birth'],
      kg: [2.5, 6.5],
      washable: 0.9,
      sustainable: 0.5,
      dimensions: ['60 x 120 cm', '70 x 140 cm', '40 x 80 cm'],
    },
    pitches: [
      [
        'een stevig en ventilerend matras voor een veilige nachtrust',
        'eine feste und atmungsaktive Matratze für einen sicheren Schlaf',
      ],
      ['een matras met een winter- en een zomerzijde', 'eine Matratze mit Winter- und Sommerseite'],
    ],
    features: [
      ['Ventilerende kern van koudschuim', 'Atmungsaktiver Kern aus Kaltschaum'],
      ['Afneembare hoes, wasbaar op 60 °C', 'Abnehmbarer Bezug, waschbar bei 60 °C'],
      ['Anti-allergisch en huisstofmijtwerend', 'Antiallergisch und milbenabweisend'],
      ['Winter- en zomerzijde', 'Winter- und Sommerseite'],
    ],
    crossSell: ['fitted-sheet', 'crib'],
  },
  {
    key: 'changing-table',
    category: 'changing-tables',
    nouns: [['commode', 'Wickelkommode']],
    price: [299, 899],
    weight: 2,
    brands: 'nursery',
    colours: NURSERY,
    attrs: {
      material: ['wood'],
      kg: [35, 65],
      sustainable: 0.4,
      dimensions: ['95 x 55 x 90 cm', '110 x 55 x 92 cm'],
      warranty: ['2y', '5y'],
    },
    pitches: [
      [
        'een ruime commode met laden en een afneembaar verschoonblad',
        'eine geräumige Wickelkommode mit Schubladen und abnehmbarem Wickelaufsatz',
      ],
      [
        'een commode die na de luiertijd gewoon als ladekast in de kinderkamer blijft',
        'eine Wickelkommode, die nach der Wickelzeit als Kommode im Kinderzimmer bleibt',
      ],
    ],
    features: [
      ['Drie ruime laden met soft-close', 'Drei geräumige Schubladen mit Soft-Close'],
      ['Afneembaar verschoonblad', 'Abnehmbarer Wickelaufsatz'],
      ['Inclusief anti-kantelbeveiliging', 'Inklusive Kippschutz'],
      ['Ronde hoeken en kindveilige lak', 'Abgerundete Ecken und kindersicherer Lack'],
    ],
    crossSell: ['changing-mat', 'diapers', 'lotion'],
  },
  {
    key: 'fitted-sheet',
    category: 'fitted-sheets',
    nouns: [['hoeslaken', 'Spannbettlaken']],
    price: [12.95, 29.95],
    weight: 3,
    brands: 'nursery',
    colours: TEXTILE,
    packs: ['', '', '2 stuks'],
    attrs: {
      material: ['organic-cotton', 'cotton', 'bamboo'],
      washable: 1,
      sustainable: 0.4,
      dimensions: ['60 x 120 cm', '70 x 140 cm', '40 x 80 cm'],
    },
    pitches: [
      [
        'een zacht hoeslaken van jersey dat strak om het matras sluit',
        'ein weiches Jersey-Spannbettlaken, das straff um die Matratze sitzt',
      ],
    ],
    features: [
      ['Rondom elastiek', 'Rundum-Gummizug'],
      ['Wasbaar op 60 °C', 'Waschbar bei 60 °C'],
      ['OEKO-TEX Standard 100 gecertificeerd', 'Zertifiziert nach OEKO-TEX Standard 100'],
      ['Geschikt voor de droger', 'Trocknergeeignet'],
    ],
    crossSell: ['cot-mattress', 'blanket'],
  },
  {
    key: 'blanket',
    category: 'blankets',
    nouns: [
      ['ledikantdeken', 'Babydecke'],
      ['wiegdeken', 'Wiegendecke'],
      ['wafeldeken', 'Waffeldecke'],
    ],
    price: [19.95, 69.95],
    weight: 3,
    brands: 'nursery',
    colours: TEXTILE,
    attrs: {
      material: ['organic-cotton', 'cotton', 'wool'],
      from: ['birth'],
      washable: 0.9,
      sustainable: 0.4,
      dimensions: ['75 x 100 cm', '100 x 150 cm'],
    },
    pitches: [
      [
        'een zachte deken voor in de wieg of het ledikant',
        'eine weiche Decke für die Wiege oder das Babybett',
      ],
      [
        'een gebreide deken die ook mooi is als kraamcadeau',
        'eine gestrickte Decke, die auch ein schönes Geschenk zur Geburt ist',
      ],
    ],
    features: [
      ['Ademend en temperatuurregulerend', 'Atmungsaktiv und temperaturausgleichend'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
      ['Fijn gebreid met sierrand', 'Fein gestrickt mit Zierkante'],
    ],
    customOptions: ['engraving', 'giftwrap'],
    crossSell: ['fitted-sheet', 'crib', 'cradle'],
  },
  {
    key: 'sleeping-bag',
    category: 'sleeping-bags',
    nouns: [
      ['slaapzak', 'Schlafsack'],
      ['zomerslaapzak', 'Sommerschlafsack'],
      ['winterslaapzak', 'Winterschlafsack'],
    ],
    price: [29.95, 79.95],
    weight: 3,
    brands: 'nursery',
    colours: TEXTILE,
    config: { mode: 'colour-size', share: 0.4, sizes: SML },
    sizes: SML,
    attrs: {
      material: ['organic-cotton', 'cotton', 'wool', 'bamboo'],
      from: ['birth', '6m'],
      washable: 1,
      sustainable: 0.4,
    },
    pitches: [
      [
        'een slaapzak waarin je kindje niet kan woelen en lekker warm blijft',
        'ein Schlafsack, in dem Ihr Kind sich nicht freistrampeln kann und schön warm bleibt',
      ],
    ],
    features: [
      ['Tweewegrits voor makkelijk verschonen', 'Zwei-Wege-Reißverschluss zum einfachen Wickeln'],
      ['Drukknopen op de schouders', 'Druckknöpfe an den Schultern'],
      ['Met TOG-waarde op het label', 'Mit TOG-Wert auf dem Etikett'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    crossSell: ['crib', 'night-light', 'sleepsuit'],
  },
  {
    key: 'night-light',
    category: 'night-lights',
    nouns: [
      ['nachtlampje', 'Nachtlicht'],
      ['projectorlampje', 'Sternenprojektor'],
    ],
    price: [14.95, 59.95],
    weight: 2,
    brands: 'nursery',
    colours: ['white', 'ochre', 'mint', 'old-pink', 'light-blue', 'grey'],
    attrs: { material: ['silicone', 'plastic'], from: ['birth'], kg: [0.2, 0.6], sustainable: 0.2 },
    pitches: [
      [
        'een zacht nachtlampje dat rust geeft bij het slapengaan',
        'ein sanftes Nachtlicht, das beim Einschlafen beruhigt',
      ],
      [
        'een oplaadbaar nachtlampje dat je overal mee naartoe neemt',
        'ein aufladbares Nachtlicht, das überallhin mitkommt',
      ],
    ],
    features: [
      ['Dimbaar warm licht', 'Dimmbares warmes Licht'],
      ['Oplaadbaar via USB-C', 'Aufladbar über USB-C'],
      ['Slaaptimer van 30 of 60 minuten', 'Schlaftimer für 30 oder 60 Minuten'],
      ['Blijft koel, ook na urenlang branden', 'Bleibt kühl, auch nach Stunden'],
    ],
    crossSell: ['sleeping-bag', 'baby-monitor'],
  },
  // ── Voeding ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'bottle',
    category: 'bottles',
    nouns: [
      ['babyfles', 'Babyflasche'],
      ['anti-colic fles', 'Anti-Kolik-Flasche'],
    ],
    price: [6.95, 19.95],
    weight: 3,
    brands: 'feeding',
    colours: FEEDING,
    packs: ['', '150 ml', '260 ml', '2 x 260 ml'],
    attrs: {
      material: ['plastic', 'glass', 'silicone'],
      from: ['birth', '3m'],
      bpaFree: true,
      contents: ['150 ml', '260 ml', '330 ml'],
      sustainable: 0.1,
    },
    pitches: [
      [
        'een babyfles met anti-colic ventiel die minder luchtinname geeft',
        'eine Babyflasche mit Anti-Kolik-Ventil, die das Luftschlucken reduziert',
      ],
      [
        'een brede fles die makkelijk te vullen en schoon te maken is',
        'eine breite Flasche, die sich leicht füllen und reinigen lässt',
      ],
    ],
    features: [
      ['Anti-colic ventiel', 'Anti-Kolik-Ventil'],
      [
        'Zachte siliconen speen die aanvoelt als de borst',
        'Weicher Silikonsauger, der sich brustähnlich anfühlt',
      ],
      ['Vaatwasserbestendig', 'Spülmaschinenfest'],
      ['Geschikt voor sterilisator en magnetron', 'Für Sterilisator und Mikrowelle geeignet'],
      ['Met duidelijke maatverdeling', 'Mit gut lesbarer Skala'],
    ],
    crossSell: ['bottle-warmer', 'sterilizer', 'formula', 'bib'],
  },
  {
    key: 'breast-pump',
    category: 'breastfeeding',
    nouns: [
      ['elektrische borstkolf', 'elektrische Milchpumpe'],
      ['handkolf', 'Handmilchpumpe'],
    ],
    price: [39.95, 249],
    weight: 2,
    brands: 'feeding',
    colours: ['white', 'mint', 'lilac', 'grey'],
    noColour: true,
    attrs: {
      material: ['plastic', 'silicone'],
      from: ['pregnancy'],
      kg: [0.3, 1.2],
      bpaFree: true,
      warranty: ['1y', '2y'],
    },
    pitches: [
      [
        'een stille borstkolf die natuurlijk kolven makkelijk maakt, thuis en op het werk',
        'eine leise Milchpumpe, die natürliches Abpumpen leicht macht, zu Hause und im Büro',
      ],
      [
        'een compacte borstkolf voor af en toe kolven',
        'eine kompakte Milchpumpe für gelegentliches Abpumpen',
      ],
    ],
    features: [
      ['Stil, met 9 zuigstanden', 'Leise, mit 9 Saugstufen'],
      ['Oplaadbare accu voor ongeveer 3 kolfsessies', 'Akku für etwa 3 Pumpsitzungen'],
      ['Zachte massagekussens', 'Weiche Massagekissen'],
      ['Inclusief twee bewaarflesjes', 'Inklusive zwei Aufbewahrungsflaschen'],
    ],
    customOptions: ['warranty'],
    crossSell: ['bottle', 'sterilizer', 'nursing-bra'],
  },
  {
    key: 'bottle-warmer',
    category: 'bottle-warmers',
    nouns: [['flessenwarmer', 'Flaschenwärmer']],
    price: [29.95, 79.95],
    weight: 1.5,
    brands: 'feeding',
    colours: ['white', 'grey', 'mint'],
    noColour: true,
    attrs: { material: ['plastic'], kg: [0.5, 1.1], bpaFree: true, warranty: ['2y'] },
    pitches: [
      [
        'een snelle flessenwarmer die melk en potjes gelijkmatig verwarmt',
        'ein schneller Flaschenwärmer, der Milch und Gläschen gleichmäßig erwärmt',
      ],
    ],
    features: [
      ['Verwarmt een fles in ongeveer 4 minuten', 'Erwärmt eine Flasche in etwa 4 Minuten'],
      ['Ontdooistand voor moedermelk', 'Auftaufunktion für Muttermilch'],
      ['Automatische uitschakeling', 'Automatische Abschaltung'],
    ],
    crossSell: ['bottle', 'food-jar'],
  },
  {
    key: 'sterilizer',
    category: 'bottle-warmers',
    nouns: [
      ['sterilisator', 'Sterilisator'],
      ['stoomsterilisator', 'Dampfsterilisator'],
    ],
    price: [39.95, 119],
    weight: 1,
    brands: 'feeding',
    colours: ['white', 'grey'],
    noColour: true,
    attrs: { material: ['plastic'], kg: [1.2, 2.5], bpaFree: true, warranty: ['2y'] },
    pitches: [
      [
        'een stoomsterilisator die tot zes flessen in een paar minuten kiemvrij maakt',
        'ein Dampfsterilisator, der bis zu sechs Flaschen in wenigen Minuten keimfrei macht',
      ],
    ],
    features: [
      ['Steriliseert in 6 minuten', 'Sterilisiert in 6 Minuten'],
      ['Ruimte voor 6 flessen en accessoires', 'Platz für 6 Flaschen und Zubehör'],
      [
        'Inhoud blijft 24 uur steriel met gesloten deksel',
        'Inhalt bleibt mit geschlossenem Deckel 24 Stunden steril',
      ],
    ],
    crossSell: ['bottle', 'breast-pump'],
  },
  {
    key: 'high-chair',
    category: 'high-chairs',
    nouns: [
      ['kinderstoel', 'Hochstuhl'],
      ['meegroeistoel', 'Treppenhochstuhl'],
    ],
    price: [79, 349],
    weight: 2,
    brands: 'nursery',
    colours: ['white', 'beige', 'grey', 'black', 'mint', 'old-pink'],
    config: { mode: 'colour', share: 0.3 },
    attrs: {
      material: ['wood', 'plastic'],
      from: ['6m'],
      kg: [5.5, 8.5],
      sustainable: 0.4,
      maxLoad: [30, 90],
      warranty: ['2y', '5y'],
    },
    pitches: [
      [
        'een meegroeistoel van beukenhout die van baby tot volwassene meegaat',
        'ein mitwachsender Hochstuhl aus Buchenholz, der vom Baby bis zum Erwachsenen genutzt werden kann',
      ],
      [
        'een kinderstoel die je kindje aan tafel laat meedoen',
        'ein Hochstuhl, mit dem Ihr Kind am Familientisch dabei ist',
      ],
    ],
    features: [
      ['Zitting en voetensteun in hoogte verstelbaar', 'Sitz und Fußstütze höhenverstellbar'],
      ['Met afneembaar eetblad', 'Mit abnehmbarem Essbrett'],
      ['Veiligheidsbeugel en vijfpuntsgordel', 'Sicherheitsbügel und Fünfpunktgurt'],
      ['Belastbaar tot 90 kg', 'Belastbar bis 90 kg'],
    ],
    customOptions: ['warranty'],
    crossSell: ['plate', 'sippy-cup', 'bib'],
    video: true,
  },
  {
    key: 'plate',
    category: 'tableware',
    nouns: [
      ['kinderbord', 'Kinderteller'],
      ['vakjesbord', 'Unterteilter Teller'],
      ['bestekset', 'Besteckset'],
    ],
    price: [7.95, 19.95],
    weight: 2,
    brands: 'feeding',
    colours: FEEDING,
    attrs: {
      material: ['silicone', 'bamboo', 'plastic'],
      from: ['6m'],
      bpaFree: true,
      sustainable: 0.3,
    },
    pitches: [
      [
        'onbreekbaar kinderservies voor de eerste hapjes',
        'bruchsicheres Kindergeschirr für die ersten Breimahlzeiten',
      ],
    ],
    features: [
      ['Met zuignap, blijft op tafel staan', 'Mit Saugnapf, bleibt auf dem Tisch stehen'],
      ['Vaatwasserbestendig', 'Spülmaschinenfest'],
      ['Geschikt voor de magnetron', 'Mikrowellengeeignet'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['sippy-cup', 'bib', 'high-chair'],
  },
  {
    key: 'sippy-cup',
    category: 'tableware',
    nouns: [
      ['drinkbeker', 'Trinklernbecher'],
      ['rietjesbeker', 'Strohhalmbecher'],
    ],
    price: [6.95, 16.95],
    weight: 2,
    brands: 'feeding',
    colours: FEEDING,
    attrs: {
      material: ['plastic', 'silicone'],
      from: ['6m'],
      bpaFree: true,
      contents: ['200 ml', '250 ml'],
    },
    pitches: [
      [
        'een lekvrije drinkbeker met handvatten voor kleine handjes',
        'ein auslaufsicherer Trinklernbecher mit Griffen für kleine Hände',
      ],
    ],
    features: [
      ['Lekvrij dankzij ventiel', 'Auslaufsicher dank Ventil'],
      ['Afneembare handvatten', 'Abnehmbare Griffe'],
      ['Vaatwasserbestendig', 'Spülmaschinenfest'],
    ],
    crossSell: ['plate', 'bib'],
  },
  {
    key: 'bib',
    category: 'bibs',
    nouns: [
      ['slabber', 'Lätzchen'],
      ['mouwslab', 'Ärmellätzchen'],
      ['spuugdoekje', 'Spucktuch'],
    ],
    price: [4.95, 14.95],
    weight: 3,
    brands: 'feeding',
    colours: FASHION,
    packs: ['', '', '2 stuks', '3 stuks'],
    attrs: {
      material: ['cotton', 'organic-cotton', 'silicone', 'bamboo'],
      from: ['birth', '6m'],
      washable: 1,
      sustainable: 0.3,
    },
    pitches: [
      [
        'een zachte slabber die knoeien tijdens het eten opvangt',
        'ein weiches Lätzchen, das beim Essen alle Kleckereien auffängt',
      ],
      [
        'een vrolijke slabber met een waterdichte achterkant',
        'ein fröhliches Lätzchen mit wasserdichter Rückseite',
      ],
    ],
    features: [
      ['Waterdichte achterkant', 'Wasserdichte Rückseite'],
      ['Met drukknoop in meerdere standen', 'Mit Druckknopf in mehreren Weiten'],
      ['Wasbaar op 60 °C', 'Waschbar bei 60 °C'],
    ],
    customOptions: ['engraving'],
    crossSell: ['plate', 'sippy-cup'],
  },
  {
    key: 'formula',
    category: 'formula',
    nouns: [
      ['flesvoeding 1', 'Anfangsmilch 1'],
      ['opvolgmelk 2', 'Folgemilch 2'],
      ['groeimelk 3', 'Kindermilch 3'],
    ],
    price: [12.99, 29.95],
    weight: 2,
    brands: 'food',
    colours: ['light-blue', 'mint', 'beige'],
    noColour: true,
    variants: [
      ['biologisch', 'Bio'],
      ['standaard', 'Standard'],
      ['geitenmelk', 'auf Ziegenmilchbasis'],
    ],
    packs: ['800 g', '400 g', '1200 g'],
    attrs: { from: ['birth', '6m', '12m'], sustainable: 0.3 },
    pitches: [
      [
        'een volledige zuigelingenvoeding voor als borstvoeding niet (meer) lukt',
        'eine vollwertige Säuglingsnahrung, wenn Stillen nicht (mehr) möglich ist',
      ],
      [
        'een mild verteerbare flesvoeding op basis van volle melk',
        'eine gut verträgliche Milchnahrung auf Vollmilchbasis',
      ],
    ],
    features: [
      ['Met DHA en vitamine D', 'Mit DHA und Vitamin D'],
      ['Zonder palmolie', 'Ohne Palmöl'],
      ['Inclusief maatlepel', 'Inklusive Messlöffel'],
      ['Na openen binnen 4 weken gebruiken', 'Nach dem Öffnen innerhalb von 4 Wochen verbrauchen'],
    ],
    taxClass: 5,
    crossSell: ['bottle', 'bottle-warmer'],
  },
  {
    key: 'food-jar',
    category: 'baby-food-jars',
    nouns: [
      ['fruithapje', 'Obstbrei'],
      ['groentehapje', 'Gemüsebrei'],
      ['knijpfruit', 'Quetschie'],
    ],
    price: [1.29, 4.99],
    weight: 3,
    brands: 'food',
    colours: FOOD,
    noColour: true,
    variants: [
      ['appel', 'Apfel'],
      ['appel en peer', 'Apfel-Birne'],
      ['banaan en mango', 'Banane-Mango'],
      ['pompoen en zoete aardappel', 'Kürbis-Süßkartoffel'],
      ['wortel', 'Karotte'],
      ['pastinaak en broccoli', 'Pastinake-Brokkoli'],
      ['aardbei en framboos', 'Erdbeere-Himbeere'],
      ['spinazie en erwt', 'Spinat-Erbse'],
    ],
    packs: ['125 g', '190 g', '4 x 90 g', '100 g'],
    attrs: { from: ['6m', '9m', '12m'], sustainable: 0.5 },
    pitches: [
      [
        'een biologisch hapje zonder toegevoegde suikers of zout',
        'ein Bio-Gläschen ohne zugesetzten Zucker und ohne Salz',
      ],
      [
        'een romig gepureerd hapje van zorgvuldig geselecteerde ingrediënten',
        'ein cremig pürierter Brei aus sorgfältig ausgewählten Zutaten',
      ],
    ],
    features: [
      ['100 % biologische ingrediënten', '100 % Bio-Zutaten'],
      ['Zonder toegevoegde suikers en zout', 'Ohne Zuckerzusatz und ohne Salz'],
      ['Glutenvrij', 'Glutenfrei'],
      [
        'Na openen gekoeld bewaren en binnen 24 uur gebruiken',
        'Nach dem Öffnen gekühlt lagern und innerhalb von 24 Stunden verbrauchen',
      ],
    ],
    taxClass: 5,
    crossSell: ['plate', 'bib', 'bottle-warmer'],
  },
  {
    key: 'snack',
    category: 'snacks',
    nouns: [
      ['babybiscuitjes', 'Babykekse'],
      ['rijstwafels', 'Reiswaffeln'],
      ['maisstengels', 'Maissnacks'],
    ],
    price: [1.49, 3.99],
    weight: 2,
    brands: 'food',
    colours: FOOD,
    noColour: true,
    variants: [
      ['naturel', 'natur'],
      ['banaan', 'Banane'],
      ['appel en kaneel', 'Apfel-Zimt'],
      ['spelt', 'Dinkel'],
      ['tomaat', 'Tomate'],
    ],
    packs: ['40 g', '100 g', '120 g'],
    attrs: { from: ['9m', '12m'], sustainable: 0.4 },
    pitches: [
      [
        'een luchtig tussendoortje dat makkelijk smelt in het mondje',
        'ein luftiger Snack, der leicht im Mund zergeht',
      ],
    ],
    features: [
      ['Zonder toegevoegde suikers', 'Ohne Zuckerzusatz'],
      ['Handig formaat voor kleine handjes', 'Praktische Größe für kleine Hände'],
      ['Biologisch', 'Aus biologischem Anbau'],
    ],
    taxClass: 5,
    crossSell: ['sippy-cup'],
  },
  {
    key: 'porridge',
    category: 'snacks',
    nouns: [
      ['babypap', 'Getreidebrei'],
      ['havermoutpap', 'Haferbrei'],
    ],
    price: [2.49, 5.49],
    weight: 1.5,
    brands: 'food',
    colours: FOOD,
    noColour: true,
    variants: [
      ['meergranen', 'Mehrkorn'],
      ['rijst', 'Reis'],
      ['havermout en banaan', 'Hafer-Banane'],
      ['griesmeel', 'Grieß'],
    ],
    packs: ['200 g', '250 g'],
    attrs: { from: ['6m', '9m'], sustainable: 0.4 },
    pitches: [
      [
        'een voedzame pap voor het ontbijt of als avondmaaltijd',
        'ein nahrhafter Brei zum Frühstück oder als Abendmahlzeit',
      ],
    ],
    features: [
      ['Eenvoudig te bereiden met melk of water', 'Einfach mit Milch oder Wasser zuzubereiten'],
      ['Bron van ijzer', 'Eisenquelle'],
      ['Zonder toegevoegde suikers', 'Ohne Zuckerzusatz'],
    ],
    taxClass: 5,
    crossSell: ['plate', 'bib'],
  },
  // ── Verzorging ────────────────────────────────────────────────────────────────────────────
  {
    key: 'baby-bath',
    category: 'bathing',
    nouns: [
      ['babybadje', 'Babybadewanne'],
      ['bademmer', 'Badeeimer'],
    ],
    price: [14.95, 59.95],
    weight: 2,
    brands: 'care',
    colours: ['white', 'mint', 'light-blue', 'grey', 'old-pink'],
    attrs: { material: ['plastic'], from: ['birth'], kg: [0.8, 2.5], sustainable: 0.2 },
    pitches: [
      [
        'een ergonomisch badje waarin je baby veilig half zittend ligt',
        'eine ergonomische Babybadewanne, in der Ihr Baby sicher halb sitzend liegt',
      ],
      [
        'een opvouwbaar badje dat na gebruik plat achter de deur past',
        'eine faltbare Babybadewanne, die nach dem Baden flach hinter die Tür passt',
      ],
    ],
    features: [
      ['Antislipbodem', 'Rutschfester Boden'],
      ['Met afvoerplug', 'Mit Ablaufstöpsel'],
      ['Ingebouwde temperatuurindicator', 'Integrierte Temperaturanzeige'],
      ['Plat opvouwbaar', 'Flach zusammenfaltbar'],
    ],
    crossSell: ['hooded-towel', 'thermometer', 'bath-toy', 'lotion'],
  },
  {
    key: 'hooded-towel',
    category: 'bathing',
    nouns: [
      ['badcape', 'Kapuzenbadetuch'],
      ['hydrofiele doek', 'Mulltuch'],
    ],
    price: [14.95, 34.95],
    weight: 2,
    brands: 'care',
    colours: TEXTILE,
    packs: ['', '', '3 stuks'],
    attrs: {
      material: ['organic-cotton', 'cotton', 'bamboo'],
      from: ['birth'],
      washable: 1,
      sustainable: 0.4,
    },
    pitches: [
      [
        'een heerlijk zachte badcape die je kindje na het badderen snel droog en warm houdt',
        'ein herrlich weiches Kapuzenbadetuch, das Ihr Kind nach dem Baden schnell trocknet und warm hält',
      ],
    ],
    features: [
      ['Extra absorberende badstof', 'Besonders saugfähiger Frottee'],
      ['Met capuchon', 'Mit Kapuze'],
      ['Wasbaar op 60 °C', 'Waschbar bei 60 °C'],
    ],
    customOptions: ['engraving', 'giftwrap'],
    crossSell: ['baby-bath', 'lotion'],
  },
  {
    key: 'diapers',
    category: 'diapers',
    nouns: [
      ['luiers', 'Windeln'],
      ['luierbroekjes', 'Windelhöschen'],
      ['billendoekjes', 'Feuchttücher'],
    ],
    price: [9.99, 49.99],
    weight: 2,
    brands: 'care',
    colours: ['light-blue', 'mint', 'white'],
    noColour: true,
    variants: [
      ['maat 1', 'Größe 1'],
      ['maat 2', 'Größe 2'],
      ['maat 3', 'Größe 3'],
      ['maat 4', 'Größe 4'],
      ['maat 5', 'Größe 5'],
    ],
    packs: ['44 stuks', '64 stuks', '108 stuks'],
    attrs: { from: ['birth'], sustainable: 0.4 },
    pitches: [
      [
        'betrouwbare luiers die tot 12 uur droog blijven',
        'zuverlässige Windeln, die bis zu 12 Stunden trocken halten',
      ],
    ],
    features: [
      ['Tot 12 uur droog', 'Bis zu 12 Stunden trocken'],
      ['Zonder parfum en lotion', 'Ohne Parfum und Lotion'],
      ['Natvlekindicator', 'Nässeindikator'],
      ['Dermatologisch getest', 'Dermatologisch getestet'],
    ],
    crossSell: ['changing-mat', 'lotion', 'wipes'],
  },
  {
    key: 'wipes',
    category: 'diapers',
    nouns: [
      ['billendoekjes', 'Feuchttücher'],
      ['waterdoekjes', 'Wassertücher'],
    ],
    price: [2.49, 19.99],
    weight: 1.5,
    brands: 'care',
    colours: ['mint', 'light-blue', 'white'],
    noColour: true,
    packs: ['72 stuks', '3 x 72 stuks', '12 x 60 stuks'],
    attrs: { from: ['birth'], sustainable: 0.4 },
    pitches: [
      [
        'zachte billendoekjes voor een frisse billenboel bij elke verschoning',
        'weiche Feuchttücher für einen sauberen Po bei jedem Wickeln',
      ],
    ],
    features: [
      ['99 % water', '99 % Wasser'],
      ['Zonder parfum en alcohol', 'Ohne Parfum und Alkohol'],
      ['Plasticvrij en composteerbaar', 'Plastikfrei und kompostierbar'],
      ['Handige hersluitbare verpakking', 'Praktische wiederverschließbare Verpackung'],
    ],
    crossSell: ['diapers', 'changing-mat'],
  },
  {
    key: 'thermometer',
    category: 'thermometers',
    nouns: [
      ['oorthermometer', 'Ohrthermometer'],
      ['voorhoofdthermometer', 'Stirnthermometer'],
      ['badthermometer', 'Badethermometer'],
    ],
    price: [14.95, 59.95],
    weight: 1.5,
    brands: 'care',
    colours: ['white', 'mint', 'light-blue'],
    noColour: true,
    attrs: { material: ['plastic'], kg: [0.05, 0.2], warranty: ['2y', '3y'] },
    pitches: [
      [
        'een snelle en nauwkeurige thermometer voor het hele gezin',
        'ein schnelles und genaues Thermometer für die ganze Familie',
      ],
    ],
    features: [
      ['Meet in 1 seconde', 'Misst in 1 Sekunde'],
      ['Koortsalarm met kleurindicatie', 'Fieberalarm mit Farbanzeige'],
      ['Geheugen voor 20 metingen', 'Speicher für 20 Messungen'],
      ['Inclusief batterijen', 'Inklusive Batterien'],
    ],
    crossSell: ['baby-bath'],
  },
  {
    key: 'pacifier',
    category: 'pacifiers',
    nouns: [['fopspeen', 'Schnuller']],
    price: [4.95, 12.95],
    weight: 3,
    brands: 'feeding',
    colours: FEEDING,
    packs: ['', '2 stuks', '0-6 mnd', '6-18 mnd'],
    attrs: { material: ['silicone', 'plastic'], from: ['birth', '6m'], bpaFree: true },
    pitches: [
      [
        'een orthodontische fopspeen die de natuurlijke ontwikkeling van het gehemelte ondersteunt',
        'ein kiefergerechter Schnuller, der die natürliche Entwicklung des Gaumens unterstützt',
      ],
      [
        'een lichte fopspeen met ventilatiegaatjes voor de gevoelige babyhuid',
        'ein leichter Schnuller mit Luftlöchern für empfindliche Babyhaut',
      ],
    ],
    features: [
      ['Orthodontische siliconen speen', 'Kiefergerechter Silikonsauger'],
      ['BPA-vrij', 'BPA-frei'],
      ['Inclusief steriliseerbare bewaardoos', 'Inklusive sterilisierbarer Aufbewahrungsbox'],
      ['Ventilatiegaatjes in het schild', 'Luftlöcher im Schild'],
    ],
    crossSell: ['pacifier-clip'],
  },
  {
    key: 'pacifier-clip',
    category: 'pacifiers',
    nouns: [['speenkoord', 'Schnullerkette']],
    price: [7.95, 19.95],
    weight: 2,
    brands: 'feeding',
    colours: TEXTILE,
    attrs: { material: ['wood', 'silicone'], from: ['birth'], sustainable: 0.4 },
    pitches: [
      [
        'een speenkoord met kralen die ervoor zorgt dat de speen niet meer op de grond valt',
        'eine Schnullerkette mit Perlen, damit der Schnuller nicht mehr auf den Boden fällt',
      ],
    ],
    features: [
      ['Met veiligheidsclip', 'Mit Sicherheitsclip'],
      ['Getest volgens EN 12586', 'Geprüft nach EN 12586'],
      [
        'Kralen van onbehandeld beukenhout en siliconen',
        'Perlen aus unbehandeltem Buchenholz und Silikon',
      ],
    ],
    customOptions: ['engraving', 'giftwrap'],
    crossSell: ['pacifier'],
  },
  {
    key: 'lotion',
    category: 'skincare',
    nouns: [
      ['babylotion', 'Babylotion'],
      ['babyshampoo', 'Babyshampoo'],
      ['billencrème', 'Wundschutzcreme'],
      ['badolie', 'Badeöl'],
    ],
    price: [4.95, 16.95],
    weight: 3,
    brands: 'care',
    colours: ['white', 'mint', 'lilac', 'light-blue'],
    noColour: true,
    packs: ['75 ml', '200 ml', '250 ml'],
    attrs: { from: ['birth'], sustainable: 0.4, contents: ['75 ml', '200 ml', '250 ml'] },
    pitches: [
      [
        'een milde verzorging voor de gevoelige babyhuid',
        'eine milde Pflege für empfindliche Babyhaut',
      ],
    ],
    features: [
      ['Parfumvrij', 'Parfümfrei'],
      ['Dermatologisch getest', 'Dermatologisch getestet'],
      ['99 % ingrediënten van natuurlijke oorsprong', '99 % Inhaltsstoffe natürlichen Ursprungs'],
      ['Vegan', 'Vegan'],
    ],
    crossSell: ['baby-bath', 'hooded-towel', 'diapers'],
  },
  {
    key: 'changing-mat',
    category: 'changing-mats',
    nouns: [['aankleedkussen', 'Wickelauflage']],
    price: [24.95, 79.95],
    weight: 2,
    brands: 'nursery',
    colours: TEXTILE,
    attrs: {
      material: ['foam', 'plastic'],
      washable: 0.9,
      sustainable: 0.3,
      dimensions: ['50 x 70 cm', '75 x 85 cm'],
    },
    pitches: [
      [
        'een comfortabel aankleedkussen met opstaande randen',
        'eine bequeme Wickelauflage mit erhöhten Rändern',
      ],
    ],
    features: [
      ['Afwasbaar oppervlak', 'Abwischbare Oberfläche'],
      ['Opstaande randen', 'Erhöhte Seitenränder'],
      ['Past op de meeste commodes', 'Passt auf die meisten Wickelkommoden'],
    ],
    crossSell: ['changing-table', 'diapers', 'lotion'],
  },
  // ── Kleding ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'romper',
    category: 'rompers',
    nouns: [
      ['romper', 'Body'],
      ['overslagromper', 'Wickelbody'],
    ],
    price: [7.95, 24.95],
    weight: 6,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.75, sizes: BABY_SIZES },
    sizes: BABY_SIZES,
    packs: ['', '', '', '2-pack', '3-pack'],
    attrs: { material: ['organic-cotton', 'cotton', 'bamboo'], washable: 1, sustainable: 0.45 },
    pitches: [
      [
        'een zachte romper die je baby de hele dag comfortabel laat bewegen',
        'ein weicher Body, in dem sich Ihr Baby den ganzen Tag frei bewegen kann',
      ],
      [
        'een basic romper die je eindeloos kunt combineren',
        'ein Basic-Body, der sich endlos kombinieren lässt',
      ],
    ],
    features: [
      ['Drukknoopjes in het kruis', 'Druckknöpfe im Schritt'],
      ['Overslaghals, makkelijk aan en uit', 'Amerikanerausschnitt, leicht an- und auszuziehen'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
      ['Zachte, elastische tricot', 'Weicher, elastischer Jersey'],
      ['Zonder prikkende labels', 'Ohne kratzende Etiketten'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['sleepsuit', 'trousers', 'bib', 'hat'],
  },
  {
    key: 'sleepsuit',
    category: 'sleepsuits',
    nouns: [
      ['boxpakje', 'Strampler'],
      ['pyjamapakje', 'Schlafstrampler'],
    ],
    price: [12.95, 34.95],
    weight: 6,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.75, sizes: BABY_SIZES },
    sizes: BABY_SIZES,
    attrs: { material: ['organic-cotton', 'cotton', 'bamboo'], washable: 1, sustainable: 0.45 },
    pitches: [
      [
        'een knus boxpakje met voetjes voor dag en nacht',
        'ein kuscheliger Strampler mit Füßchen für Tag und Nacht',
      ],
      [
        'een boxpakje met een doorlopende rits voor snel verschonen',
        'ein Strampler mit durchgehendem Reißverschluss zum schnellen Wickeln',
      ],
    ],
    features: [
      ['Rits met kinbeschermer', 'Reißverschluss mit Kinnschutz'],
      ['Omslagmanchetjes tegen krabben', 'Umschlagbündchen gegen Kratzen'],
      ['Met voetjes', 'Mit Füßchen'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['romper', 'sleeping-bag', 'hat'],
  },
  {
    key: 'trousers',
    category: 'trousers',
    nouns: [
      ['broekje', 'Hose'],
      ['joggingbroek', 'Jogginghose'],
      ['legging', 'Leggings'],
    ],
    price: [9.95, 29.95],
    weight: 4,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.7, sizes: TODDLER_SIZES },
    sizes: TODDLER_SIZES,
    attrs: { material: ['organic-cotton', 'cotton'], washable: 1, sustainable: 0.4 },
    pitches: [
      [
        'een comfortabel broekje met elastische band, ideaal voor kruipen en spelen',
        'eine bequeme Hose mit elastischem Bund, ideal zum Krabbeln und Spielen',
      ],
    ],
    features: [
      ['Elastische tailleband', 'Elastischer Bund'],
      ['Boord aan de pijpen', 'Bündchen an den Beinen'],
      ['Extra ruimte voor de luier', 'Extra Platz für die Windel'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    crossSell: ['romper', 'sweater'],
  },
  {
    key: 'sweater',
    category: 'sweaters',
    nouns: [
      ['truitje', 'Pullover'],
      ['vestje', 'Strickjacke'],
      ['sweater', 'Sweatshirt'],
    ],
    price: [14.95, 44.95],
    weight: 4,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.65, sizes: TODDLER_SIZES },
    sizes: TODDLER_SIZES,
    attrs: { material: ['organic-cotton', 'cotton', 'wool'], washable: 0.9, sustainable: 0.4 },
    pitches: [
      [
        'een zacht gebreid truitje voor koelere dagen',
        'ein weich gestrickter Pullover für kühlere Tage',
      ],
      [
        'een vestje met knoopjes dat je makkelijk over een romper aantrekt',
        'eine Strickjacke mit Knöpfen, die sich leicht über einen Body ziehen lässt',
      ],
    ],
    features: [
      ['Fijn gebreid', 'Fein gestrickt'],
      ['Drukknopen op de schouder', 'Druckknöpfe an der Schulter'],
      ['Wolwasprogramma op 30 °C', 'Wollwaschgang bei 30 °C'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['trousers', 'hat'],
  },
  {
    key: 'dress',
    category: 'dresses',
    nouns: [
      ['jurkje', 'Kleid'],
      ['tuniekjurkje', 'Tunikakleid'],
    ],
    price: [17.95, 44.95],
    weight: 3,
    brands: 'fashion',
    colours: ['old-pink', 'pink', 'mint', 'ochre', 'navy', 'lilac', 'terracotta', 'white', 'red'],
    config: { mode: 'colour-size', share: 0.6, sizes: TODDLER_SIZES },
    sizes: TODDLER_SIZES,
    attrs: { material: ['organic-cotton', 'cotton'], washable: 1, sustainable: 0.4 },
    pitches: [
      [
        'een vrolijk jurkje dat lekker zit, ook als er geklommen wordt',
        'ein fröhliches Kleid, das gut sitzt, auch beim Klettern',
      ],
    ],
    features: [
      ['Met bijpassend luierbroekje', 'Mit passendem Windelhöschen'],
      ['Knoopjes op de rug', 'Knöpfe am Rücken'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['hat', 'trousers'],
  },
  {
    key: 'jacket',
    category: 'jackets',
    nouns: [
      ['jas', 'Jacke'],
      ['winterjas', 'Winterjacke'],
      ['regenjas', 'Regenjacke'],
      ['winterpak', 'Schneeanzug'],
    ],
    price: [29.95, 119],
    weight: 3,
    brands: 'fashion',
    colours: ['navy', 'green', 'ochre', 'red', 'grey', 'black', 'old-pink', 'blue', 'terracotta'],
    config: { mode: 'colour-size', share: 0.7, sizes: TODDLER_SIZES.slice(1) },
    sizes: TODDLER_SIZES.slice(1),
    attrs: { material: ['polyester', 'cotton'], washable: 0.8, sustainable: 0.35 },
    pitches: [
      [
        'een warme jas die wind en regen buiten houdt',
        'eine warme Jacke, die Wind und Regen abhält',
      ],
      [
        'een waterdichte jas met getapete naden voor buitenspelen in elk weer',
        'eine wasserdichte Jacke mit verschweißten Nähten zum Draußenspielen bei jedem Wetter',
      ],
    ],
    features: [
      ['Waterdicht en ademend', 'Wasserdicht und atmungsaktiv'],
      ['Afneembare capuchon', 'Abnehmbare Kapuze'],
      ['Reflecterende details', 'Reflektierende Details'],
      ['Warme teddy voering', 'Warmes Teddyfutter'],
      ['Gemaakt van gerecycled polyester', 'Aus recyceltem Polyester'],
    ],
    crossSell: ['hat', 'trousers'],
  },
  {
    key: 'pyjamas',
    category: 'pyjamas',
    nouns: [['pyjama', 'Schlafanzug']],
    price: [14.95, 34.95],
    weight: 3,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.7, sizes: TODDLER_SIZES.slice(2) },
    sizes: TODDLER_SIZES.slice(2),
    attrs: { material: ['organic-cotton', 'cotton'], washable: 1, sustainable: 0.4 },
    pitches: [
      [
        'een tweedelige pyjama van zachte tricot voor een goede nachtrust',
        'ein zweiteiliger Schlafanzug aus weichem Jersey für einen guten Schlaf',
      ],
    ],
    features: [
      [
        'Nauwsluitend, zoals geadviseerd voor nachtkleding',
        'Eng anliegend, wie für Nachtwäsche empfohlen',
      ],
      ['Boordjes aan mouwen en pijpen', 'Bündchen an Ärmeln und Beinen'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    crossSell: ['sleeping-bag'],
  },
  {
    key: 'hat',
    category: 'hats-socks',
    nouns: [
      ['mutsje', 'Mütze'],
      ['zonnehoedje', 'Sonnenhut'],
    ],
    price: [7.95, 19.95],
    weight: 3,
    brands: 'fashion',
    colours: FASHION,
    config: { mode: 'colour-size', share: 0.4, sizes: SML },
    sizes: SML,
    attrs: { material: ['organic-cotton', 'cotton', 'wool'], washable: 1, sustainable: 0.4 },
    pitches: [
      ['een zacht mutsje dat de oortjes warm houdt', 'eine weiche Mütze, die die Ohren warm hält'],
    ],
    features: [
      ['Dubbel gebreid', 'Doppelt gestrickt'],
      ['Met strikbandjes', 'Mit Bändern zum Binden'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
    ],
    crossSell: ['jacket', 'romper'],
  },
  {
    key: 'socks',
    category: 'hats-socks',
    nouns: [
      ['sokjes', 'Söckchen'],
      ['antislipsokjes', 'ABS-Socken'],
    ],
    price: [5.95, 12.95],
    weight: 3,
    brands: 'fashion',
    colours: FASHION,
    sizes: ['one-size'],
    packs: ['2 paar', '3 paar', '5 paar'],
    attrs: { material: ['organic-cotton', 'cotton', 'bamboo'], washable: 1, sustainable: 0.4 },
    pitches: [
      [
        'zachte sokjes die blijven zitten, ook bij trappelende voetjes',
        'weiche Söckchen, die auch an strampelnden Füßen sitzen bleiben',
      ],
    ],
    features: [
      ['Naadloze teen', 'Nahtlose Spitze'],
      ['Antislipnopjes onder de voet', 'Antirutschnoppen an der Sohle'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    crossSell: ['romper', 'sleepsuit'],
  },
  // ── Speelgoed ─────────────────────────────────────────────────────────────────────────────
  {
    key: 'rattle',
    category: 'rattles',
    nouns: [
      ['rammelaar', 'Rassel'],
      ['grijpring', 'Greifling'],
    ],
    price: [6.95, 19.95],
    weight: 3,
    brands: 'toys',
    colours: TOYS,
    attrs: {
      material: ['wood', 'plastic', 'cotton'],
      from: ['birth', '3m'],
      age: ['0-6m'],
      sustainable: 0.4,
    },
    pitches: [
      [
        'een lichte rammelaar die perfect in een klein handje past',
        'eine leichte Rassel, die perfekt in eine kleine Hand passt',
      ],
    ],
    features: [
      ['Stimuleert het grijpen en horen', 'Fördert Greifen und Hören'],
      ['Van onbehandeld hout en zachte stof', 'Aus unbehandeltem Holz und weichem Stoff'],
      ['Getest volgens EN 71', 'Geprüft nach EN 71'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['teether', 'play-mat'],
  },
  {
    key: 'teether',
    category: 'rattles',
    nouns: [['bijtring', 'Beißring']],
    price: [5.95, 14.95],
    weight: 2,
    brands: 'toys',
    colours: TOYS,
    attrs: {
      material: ['silicone', 'wood'],
      from: ['3m'],
      age: ['0-6m', '6-12m'],
      bpaFree: true,
      sustainable: 0.3,
    },
    pitches: [
      [
        'een bijtring die verlichting geeft als de eerste tandjes doorkomen',
        'ein Beißring, der Linderung bringt, wenn die ersten Zähnchen kommen',
      ],
    ],
    features: [
      ['Van voedselveilige siliconen', 'Aus lebensmittelechtem Silikon'],
      [
        'Kan in de koelkast voor extra verkoeling',
        'Kann für zusätzliche Kühlung in den Kühlschrank',
      ],
      ['BPA-vrij', 'BPA-frei'],
    ],
    crossSell: ['rattle', 'pacifier-clip'],
  },
  {
    key: 'play-mat',
    category: 'play-mats',
    nouns: [
      ['speelkleed', 'Krabbeldecke'],
      ['babygym', 'Spielbogen'],
      ['boxkleed', 'Laufgittereinlage'],
    ],
    price: [29.95, 149],
    weight: 3,
    brands: 'toys',
    colours: TEXTILE,
    attrs: {
      material: ['cotton', 'organic-cotton', 'wood', 'polyester'],
      from: ['birth'],
      age: ['0-6m', '6-12m'],
      washable: 0.8,
      sustainable: 0.4,
      dimensions: ['95 x 95 cm', '100 x 120 cm'],
    },
    pitches: [
      [
        'een zacht speelkleed met speelboog vol ontdekkingen',
        'eine weiche Krabbeldecke mit Spielbogen voller Entdeckungen',
      ],
      [
        'een groot speelkleed dat ook mooi staat in de woonkamer',
        'eine große Spieldecke, die auch im Wohnzimmer gut aussieht',
      ],
    ],
    features: [
      ['Inclusief vier speeltjes aan de boog', 'Inklusive vier Spielfiguren am Bogen'],
      ['Stimuleert buikligging en grijpen', 'Fördert Bauchlage und Greifen'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
      ['Extra dikke vulling', 'Extra dicke Füllung'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['rattle', 'playpen'],
  },
  {
    key: 'teddy-bear',
    category: 'soft-toys',
    nouns: [
      ['knuffel', 'Kuscheltier'],
      ['knuffeldoekje', 'Schmusetuch'],
      ['muziekknuffel', 'Spieluhr'],
    ],
    price: [12.95, 49.95],
    weight: 5,
    brands: 'toys',
    colours: ['beige', 'cognac', 'grey', 'old-pink', 'light-blue', 'mint', 'white', 'ochre'],
    variants: [
      ['beer', 'Bär'],
      ['konijn', 'Hase'],
      ['olifant', 'Elefant'],
      ['vos', 'Fuchs'],
      ['schaap', 'Schaf'],
      ['giraf', 'Giraffe'],
      ['leeuw', 'Löwe'],
    ],
    packs: ['', '', '20 cm', '30 cm', '45 cm'],
    attrs: {
      material: ['polyester', 'organic-cotton', 'cotton'],
      from: ['birth'],
      age: ['0-6m', '6-12m', '1-2y'],
      washable: 0.9,
      sustainable: 0.35,
    },
    pitches: [
      [
        'een aaibare knuffel die vanaf de eerste dag een trouwe vriend is',
        'ein kuscheliges Stofftier, das vom ersten Tag an ein treuer Freund ist',
      ],
      [
        'een zachte knuffel die mooi is als kraamcadeau',
        'ein weiches Kuscheltier, das ein schönes Geschenk zur Geburt ist',
      ],
    ],
    features: [
      ['Geschikt vanaf de geboorte', 'Ab Geburt geeignet'],
      ['Geborduurde oogjes, zonder losse onderdelen', 'Gestickte Augen, ohne Kleinteile'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
      ['Superzacht pluche', 'Superweicher Plüsch'],
    ],
    customOptions: ['engraving', 'giftwrap'],
    crossSell: ['rattle', 'blanket'],
  },
  {
    key: 'wooden-toy',
    category: 'wooden-toys',
    nouns: [
      ['stapeltoren', 'Stapelturm'],
      ['vormenstoof', 'Steckbox'],
      ['trekfiguur', 'Nachziehtier'],
      ['blokkenset', 'Bauklötze'],
      ['kralenspiraal', 'Motorikschleife'],
    ],
    price: [14.95, 59.95],
    weight: 4,
    brands: 'toys',
    colours: TOYS,
    attrs: {
      material: ['wood'],
      from: ['12m', '18m', '3y'],
      age: ['1-2y', '2-4y', '4y+'],
      sustainable: 0.6,
    },
    pitches: [
      [
        'houten speelgoed dat de fijne motoriek en het kleurgevoel stimuleert',
        'Holzspielzeug, das Feinmotorik und Farbgefühl fördert',
      ],
      [
        'een klassieker van duurzaam hout die jarenlang meegaat',
        'ein Klassiker aus nachhaltigem Holz, der viele Jahre hält',
      ],
    ],
    features: [
      ['Van FSC-gecertificeerd hout', 'Aus FSC-zertifiziertem Holz'],
      ['Geverfd met waterbasisverf', 'Mit Farben auf Wasserbasis lackiert'],
      ['Getest volgens EN 71', 'Geprüft nach EN 71'],
      ['Stimuleert de fijne motoriek', 'Fördert die Feinmotorik'],
    ],
    customOptions: ['engraving', 'giftwrap'],
    crossSell: ['rattle', 'teddy-bear'],
  },
  {
    key: 'bath-toy',
    category: 'bath-toys',
    nouns: [
      ['badeendje', 'Badeente'],
      ['badspeelgoedset', 'Badespielzeug-Set'],
      ['badboekje', 'Badebuch'],
    ],
    price: [5.95, 19.95],
    weight: 2,
    brands: 'toys',
    colours: ['ochre', 'light-blue', 'mint', 'pink', 'red'],
    attrs: {
      material: ['plastic', 'silicone'],
      from: ['6m'],
      age: ['6-12m', '1-2y'],
      bpaFree: true,
      sustainable: 0.2,
    },
    pitches: [
      [
        'vrolijk badspeelgoed dat het badderen extra leuk maakt',
        'fröhliches Badespielzeug, das das Baden noch schöner macht',
      ],
    ],
    features: [
      ['Zonder gaatje, dus geen schimmel', 'Ohne Loch, daher kein Schimmel'],
      ['Drijft', 'Schwimmt'],
      ['Vaatwasserbestendig', 'Spülmaschinenfest'],
    ],
    crossSell: ['baby-bath'],
  },
  {
    key: 'mobile',
    category: 'mobiles',
    nouns: [
      ['mobiel', 'Mobile'],
      ['muziekmobiel', 'Spieluhr-Mobile'],
    ],
    price: [24.95, 69.95],
    weight: 2,
    brands: 'toys',
    colours: ['mint', 'beige', 'old-pink', 'light-blue', 'grey', 'ochre'],
    attrs: {
      material: ['wood', 'cotton', 'wool'],
      from: ['birth'],
      age: ['0-6m'],
      sustainable: 0.5,
    },
    pitches: [
      [
        'een rustgevende mobiel die zachtjes beweegt boven het bedje',
        'ein beruhigendes Mobile, das sich sanft über dem Bett bewegt',
      ],
    ],
    features: [
      ['Handgemaakte vilten figuurtjes', 'Handgemachte Filzfiguren'],
      [
        'Met speeldoos die "Slaap kindje slaap" speelt',
        'Mit Spieluhr, die "Schlaf, Kindlein, schlaf" spielt',
      ],
      ['Inclusief bevestigingsmateriaal', 'Inklusive Befestigungsmaterial'],
    ],
    customOptions: ['giftwrap'],
    crossSell: ['crib', 'night-light'],
  },
  {
    key: 'balance-bike',
    category: 'ride-ons',
    nouns: [
      ['loopfiets', 'Laufrad'],
      ['loopwagen', 'Lauflernwagen'],
    ],
    price: [39.95, 149],
    weight: 2,
    brands: 'toys',
    colours: ['red', 'mint', 'navy', 'ochre', 'old-pink', 'black', 'blue'],
    attrs: {
      material: ['wood', 'metal'],
      from: ['12m', '18m', '3y'],
      age: ['1-2y', '2-4y'],
      kg: [2.5, 4.5],
      maxLoad: [20, 35],
      sustainable: 0.4,
    },
    pitches: [
      [
        'een lichte loopfiets waarmee je kind spelenderwijs leert balanceren',
        'ein leichtes Laufrad, mit dem Ihr Kind spielerisch das Gleichgewicht lernt',
      ],
    ],
    features: [
      ['Zadel in hoogte verstelbaar', 'Sattel höhenverstellbar'],
      ['Stuurbegrenzer tegen omvallen', 'Lenkeinschlagbegrenzung gegen Umkippen'],
      ['Luchtbanden voor extra grip', 'Luftreifen für mehr Grip'],
    ],
    customOptions: ['giftwrap'],
  },
  // ── Zwangerschap ──────────────────────────────────────────────────────────────────────────
  {
    key: 'maternity-pillow',
    category: 'maternity-pillows',
    nouns: [
      ['zwangerschapskussen', 'Schwangerschaftskissen'],
      ['voedingskussen', 'Stillkissen'],
    ],
    price: [39.95, 89.95],
    weight: 1.5,
    brands: 'maternity',
    colours: TEXTILE,
    attrs: {
      material: ['organic-cotton', 'cotton', 'polyester'],
      from: ['pregnancy'],
      washable: 1,
      sustainable: 0.4,
      dimensions: ['170 cm', '190 cm'],
    },
    pitches: [
      [
        'een lang zwangerschapskussen dat buik en rug ondersteunt en later dienst doet als voedingskussen',
        'ein langes Schwangerschaftskissen, das Bauch und Rücken stützt und später als Stillkissen dient',
      ],
    ],
    features: [
      ['Gevuld met fijne microbolletjes', 'Mit feinen Mikroperlen gefüllt'],
      ['Afneembare hoes, wasbaar op 40 °C', 'Abnehmbarer Bezug, waschbar bei 40 °C'],
      ['Ook te gebruiken als voedingskussen', 'Auch als Stillkissen verwendbar'],
    ],
    crossSell: ['nursing-bra', 'maternity-dress'],
  },
  {
    key: 'nursing-bra',
    category: 'nursing-bras',
    nouns: [
      ['voedingsbh', 'Still-BH'],
      ['zwangerschapsbh', 'Schwangerschafts-BH'],
    ],
    price: [24.95, 49.95],
    weight: 2,
    brands: 'maternity',
    colours: ['black', 'beige', 'white', 'old-pink', 'navy'],
    config: { mode: 'colour-size', share: 0.6, sizes: SML },
    sizes: SML,
    attrs: {
      material: ['organic-cotton', 'cotton', 'bamboo'],
      from: ['pregnancy'],
      washable: 1,
      sustainable: 0.35,
    },
    pitches: [
      [
        'een naadloze voedingsbh die meegroeit met je veranderende lichaam',
        'ein nahtloser Still-BH, der sich Ihrem verändernden Körper anpasst',
      ],
    ],
    features: [
      ['Met één hand te openen clips', 'Mit einer Hand zu öffnende Clips'],
      ['Zonder beugel', 'Ohne Bügel'],
      ['Brede, zachte onderband', 'Breites, weiches Unterbrustband'],
    ],
    crossSell: ['breast-pump', 'maternity-pillow'],
  },
  {
    key: 'maternity-dress',
    category: 'maternity-clothing',
    nouns: [
      ['zwangerschapsjurk', 'Umstandskleid'],
      ['zwangerschapsbroek', 'Umstandshose'],
      ['voedingstop', 'Stilltop'],
    ],
    price: [29.95, 89.95],
    weight: 2,
    brands: 'maternity',
    colours: ['black', 'navy', 'green', 'old-pink', 'terracotta', 'beige', 'grey'],
    config: { mode: 'colour-size', share: 0.5, sizes: SML },
    sizes: SML,
    attrs: {
      material: ['organic-cotton', 'cotton', 'polyester'],
      from: ['pregnancy'],
      washable: 1,
      sustainable: 0.35,
    },
    pitches: [
      [
        'zwangerschapskleding die voor, tijdens en na de zwangerschap comfortabel zit',
        'Umstandsmode, die vor, während und nach der Schwangerschaft bequem sitzt',
      ],
    ],
    features: [
      ['Met voedingsfunctie', 'Mit Stillfunktion'],
      ['Stretchstof die meegroeit', 'Mitwachsender Stretchstoff'],
      ['Wasbaar op 30 °C', 'Waschbar bei 30 °C'],
    ],
    crossSell: ['nursing-bra'],
  },
  {
    key: 'mama-care',
    category: 'maternity-care',
    nouns: [
      ['zwangerschapsolie', 'Schwangerschaftsöl'],
      ['tepelzalf', 'Brustwarzensalbe'],
      ['zoogcompressen', 'Stilleinlagen'],
    ],
    price: [9.95, 29.95],
    weight: 1.5,
    brands: 'maternity',
    colours: ['lilac', 'white', 'mint', 'old-pink'],
    noColour: true,
    packs: ['30 ml', '100 ml', '60 stuks'],
    attrs: { from: ['pregnancy'], sustainable: 0.4 },
    pitches: [
      [
        'een verzorgend product speciaal voor aanstaande en jonge moeders',
        'ein Pflegeprodukt speziell für werdende und junge Mütter',
      ],
    ],
    features: [
      ['Parfumvrij', 'Parfümfrei'],
      ['Veilig tijdens zwangerschap en borstvoeding', 'Sicher in Schwangerschaft und Stillzeit'],
      ['Ontwikkeld met verloskundigen', 'Mit Hebammen entwickelt'],
    ],
    crossSell: ['nursing-bra'],
  },
  // ── Op stap ───────────────────────────────────────────────────────────────────────────────
  {
    key: 'baby-carrier',
    category: 'baby-carriers',
    nouns: [['draagzak', 'Babytrage']],
    price: [79, 199],
    weight: 2,
    brands: 'mobility',
    colours: ['black', 'grey', 'navy', 'beige', 'green', 'old-pink'],
    marketingColour: true,
    config: { mode: 'colour', share: 0.4 },
    attrs: {
      material: ['organic-cotton', 'cotton', 'polyester'],
      from: ['birth', '3m'],
      kg: [0.6, 1.1],
      washable: 0.9,
      sustainable: 0.4,
      maxLoad: [15, 20],
    },
    pitches: [
      [
        'een ergonomische draagzak waarin je baby in de gezonde M-houding zit',
        'eine ergonomische Babytrage, in der Ihr Baby in der gesunden M-Position sitzt',
      ],
      [
        'een lichte draagzak voor lange wandelingen, met brede heupband',
        'eine leichte Babytrage für lange Spaziergänge, mit breitem Hüftgurt',
      ],
    ],
    features: [
      [
        'Geschikt vanaf de geboorte zonder babyverkleiner',
        'Ab Geburt ohne Neugeboreneneinsatz geeignet',
      ],
      ['Voor-, heup- en rugdraagpositie', 'Bauch-, Hüft- und Rückentrageposition'],
      [
        'Heupgezond volgens het International Hip Dysplasia Institute',
        'Hüftgesund nach dem International Hip Dysplasia Institute',
      ],
      ['Brede, gevoerde heupband', 'Breiter, gepolsterter Hüftgurt'],
    ],
    crossSell: ['baby-wrap', 'diaper-bag'],
    video: true,
  },
  {
    key: 'baby-wrap',
    category: 'baby-wraps',
    nouns: [
      ['draagdoek', 'Tragetuch'],
      ['ringsling', 'Ring-Sling'],
    ],
    price: [39.95, 99.95],
    weight: 1.5,
    brands: 'mobility',
    colours: TEXTILE,
    marketingColour: true,
    attrs: {
      material: ['organic-cotton', 'bamboo', 'cotton'],
      from: ['birth'],
      washable: 1,
      sustainable: 0.5,
      dimensions: ['4,6 m', '5,2 m'],
    },
    pitches: [
      [
        'een elastische draagdoek voor de eerste maanden, lekker dicht tegen je aan',
        'ein elastisches Tragetuch für die ersten Monate, ganz nah bei Ihnen',
      ],
    ],
    features: [
      ['Eenvoudig voor te knopen', 'Einfach vorzubinden'],
      ['Inclusief uitgebreide bindinstructies', 'Inklusive ausführlicher Bindeanleitung'],
      ['Wasbaar op 40 °C', 'Waschbar bei 40 °C'],
    ],
    crossSell: ['baby-carrier'],
  },
  {
    key: 'diaper-bag',
    category: 'diaper-bags',
    nouns: [
      ['luiertas', 'Wickeltasche'],
      ['luierrugzak', 'Wickelrucksack'],
    ],
    price: [39.95, 149],
    weight: 2,
    brands: 'mobility',
    colours: ['black', 'cognac', 'beige', 'grey', 'navy', 'green', 'old-pink'],
    marketingColour: true,
    config: { mode: 'colour', share: 0.3 },
    attrs: { material: ['polyester', 'cotton'], kg: [0.6, 1.2], sustainable: 0.4 },
    pitches: [
      [
        'een ruime luiertas met slimme vakken voor alles wat je onderweg nodig hebt',
        'eine geräumige Wickeltasche mit cleveren Fächern für alles, was Sie unterwegs brauchen',
      ],
    ],
    features: [
      ['Inclusief verschoonmatje', 'Inklusive Wickelunterlage'],
      ['Geïsoleerd vak voor flesjes', 'Isoliertes Flaschenfach'],
      ['Met haken voor aan de kinderwagen', 'Mit Haken für den Kinderwagen'],
      ['Van gerecyclede PET-flessen', 'Aus recycelten PET-Flaschen'],
    ],
    crossSell: ['stroller', 'changing-mat'],
  },
  {
    key: 'travel-cot',
    category: 'travel-cots',
    nouns: [['campingbedje', 'Reisebett']],
    price: [79, 249],
    weight: 1.5,
    brands: 'mobility',
    colours: ['anthracite', 'grey', 'black', 'navy', 'beige'],
    marketingColour: true,
    attrs: {
      material: ['polyester', 'aluminium'],
      from: ['birth'],
      kg: [5.5, 10.5],
      foldable: 1,
      dimensions: ['60 x 120 cm'],
    },
    pitches: [
      [
        'een compact campingbedje dat je in een handomdraai opzet bij opa en oma of op vakantie',
        'ein kompaktes Reisebett, das bei Oma und Opa oder im Urlaub im Handumdrehen aufgebaut ist',
      ],
    ],
    features: [
      ['In enkele seconden op te zetten', 'In wenigen Sekunden aufgebaut'],
      ['Inclusief matras en draagtas', 'Inklusive Matratze und Tragetasche'],
      ['Verhoogde bodem voor de eerste maanden', 'Erhöhter Boden für die ersten Monate'],
    ],
    crossSell: ['fitted-sheet', 'sleeping-bag'],
  },
  {
    key: 'bike-seat',
    category: 'bike-seats',
    nouns: [
      ['fietszitje', 'Fahrradsitz'],
      ['fietszitje voor', 'Fahrradsitz vorne'],
    ],
    price: [69, 189],
    weight: 1.5,
    brands: 'carseat',
    colours: ['black', 'grey', 'navy', 'mint', 'terracotta'],
    marketingColour: true,
    attrs: {
      material: ['plastic'],
      from: ['9m'],
      kg: [3.5, 5.5],
      maxLoad: [15, 22],
      warranty: ['2y'],
    },
    pitches: [
      [
        'een veilig fietszitje met verstelbare voetsteunen',
        'ein sicherer Fahrradsitz mit verstellbaren Fußstützen',
      ],
    ],
    features: [
      ['Driepuntsgordel met magneetsluiting', 'Dreipunktgurt mit Magnetverschluss'],
      ['Verstelbare voetsteunen', 'Verstellbare Fußstützen'],
      ['Goedgekeurd volgens EN 14344', 'Geprüft nach EN 14344'],
    ],
  },
  // ── Veiligheid ────────────────────────────────────────────────────────────────────────────
  {
    key: 'baby-monitor',
    category: 'baby-monitors',
    nouns: [
      ['babyfoon', 'Babyphone'],
      ['babyfoon met camera', 'Babyphone mit Kamera'],
    ],
    price: [49.95, 299],
    weight: 2,
    brands: 'safety',
    colours: DEVICES,
    noColour: true,
    attrs: { material: ['plastic'], kg: [0.3, 0.9], warranty: ['2y', '3y'] },
    pitches: [
      [
        'een betrouwbare babyfoon met groot bereik en heldere geluidskwaliteit',
        'ein zuverlässiges Babyphone mit großer Reichweite und klarer Tonqualität',
      ],
      [
        'een babyfoon met camera en nachtzicht, zonder wifi en dus zonder meekijkers',
        'ein Babyphone mit Kamera und Nachtsicht, ohne WLAN und damit ohne Mitseher',
      ],
    ],
    features: [
      ['Bereik tot 300 meter', 'Reichweite bis 300 Meter'],
      ['Nachtzicht en temperatuursensor', 'Nachtsicht und Temperatursensor'],
      ['Terugspreekfunctie', 'Gegensprechfunktion'],
      ['ECO-modus met minimale straling', 'ECO-Modus mit minimaler Strahlung'],
      ['Oplaadbare ouderunit', 'Aufladbare Elterneinheit'],
    ],
    customOptions: ['warranty'],
    crossSell: ['night-light'],
    video: true,
  },
  {
    key: 'stair-gate',
    category: 'stair-gates',
    nouns: [
      ['traphekje', 'Treppenschutzgitter'],
      ['deurhekje', 'Türschutzgitter'],
    ],
    price: [29.95, 119],
    weight: 1.5,
    brands: 'safety',
    colours: ['white', 'black', 'grey', 'beige'],
    attrs: {
      material: ['metal', 'wood'],
      kg: [3.5, 7.5],
      dimensions: ['73-81 cm', '75-85 cm', '76-111 cm'],
    },
    pitches: [
      [
        'een stevig traphekje dat zonder boren te plaatsen is',
        'ein stabiles Treppenschutzgitter, das ohne Bohren montiert wird',
      ],
    ],
    features: [
      ['Klemmontage, zonder boren', 'Klemmmontage, ohne Bohren'],
      ['Automatisch sluitend', 'Automatisch schließend'],
      ['Met één hand te openen', 'Mit einer Hand zu öffnen'],
      ['Goedgekeurd volgens EN 1930', 'Geprüft nach EN 1930'],
    ],
    crossSell: ['child-lock'],
  },
  {
    key: 'child-lock',
    category: 'childproofing',
    nouns: [
      ['stopcontactbeveiliging', 'Steckdosenschutz'],
      ['kastslotjes', 'Schranksicherungen'],
      ['hoekbeschermers', 'Eckenschutz'],
    ],
    price: [4.95, 19.95],
    weight: 2,
    brands: 'safety',
    colours: ['white', 'grey'],
    noColour: true,
    packs: ['4 stuks', '6 stuks', '8 stuks', '12 stuks'],
    attrs: { material: ['plastic', 'silicone'] },
    pitches: [
      [
        'eenvoudige kinderbeveiliging voor een veilig huis',
        'einfache Kindersicherungen für ein sicheres Zuhause',
      ],
    ],
    features: [
      ['Zelfklevend, zonder boren', 'Selbstklebend, ohne Bohren'],
      ['Voor volwassenen eenvoudig te bedienen', 'Für Erwachsene einfach zu bedienen'],
      ['Onopvallend design', 'Unauffälliges Design'],
    ],
    crossSell: ['stair-gate'],
  },
];
