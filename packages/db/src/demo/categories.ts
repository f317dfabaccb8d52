/**
 * The category tree of the demo catalogue below root 4442: top categories with two or three
 * levels of subcategories. Each category has an internal key (also its image name).
 */
import type { CategorySeed } from '@shop/core';
import { ROOT_CATEGORY_ID } from '@shop/core';
import { slugify } from './text.ts';

type Pair = readonly [nl: string, de: string];

export interface CategoryDef {
  key: string;
  name: Pair;
  /** Url keys when the slug of the name is not what a shop would use. */
  url?: Pair;
  description?: Pair;
  /** Product kind drawn on the category image, and its colour key. */
  image: readonly [kind: string, colour: string];
  displayMode?: CategorySeed['displayMode'];
  children?: readonly CategoryDef[];
}

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    key: 'strollers',
    name: ['Kinderwagens', 'Kinderwagen'],
    image: ['stroller', 'navy'],
    description: [
      'Van complete combi-kinderwagen tot compacte buggy voor op reis: bij ons vind je de wagen die bij jullie leven past.',
      'Vom kompletten Kombikinderwagen bis zum kompakten Reisebuggy: Hier finden Sie den Wagen, der zu Ihrem Alltag passt.',
    ],
    children: [
      {
        key: 'combi-strollers',
        name: ['Combi-kinderwagens', 'Kombikinderwagen'],
        image: ['stroller', 'grey'],
      },
      {
        key: 'buggies',
        name: ["Buggy's", 'Buggys'],
        url: ['buggys', 'buggys'],
        image: ['buggy', 'black'],
      },
      {
        key: 'twin-strollers',
        name: ['Duowagens', 'Geschwisterwagen'],
        image: ['twin-stroller', 'anthracite'],
      },
      { key: 'pushchairs', name: ['Wandelwagens', 'Sportwagen'], image: ['pushchair', 'green'] },
      {
        key: 'stroller-accessories',
        name: ['Kinderwagenaccessoires', 'Kinderwagenzubehör'],
        image: ['footmuff', 'beige'],
        children: [
          { key: 'footmuffs', name: ['Voetenzakken', 'Fußsäcke'], image: ['footmuff', 'cognac'] },
          {
            key: 'rain-covers',
            name: ['Regenhoezen', 'Regenverdecke'],
            image: ['rain-cover', 'light-blue'],
          },
          {
            key: 'parasols',
            name: ['Parasols en zonnekappen', 'Sonnenschirme & Sonnensegel'],
            image: ['parasol', 'ochre'],
          },
          {
            key: 'stroller-organisers',
            name: ['Bekerhouders en organizers', 'Becherhalter & Organizer'],
            image: ['cup-holder', 'black'],
          },
          { key: 'adapters', name: ['Adapters', 'Adapter'], image: ['adapter-set', 'anthracite'] },
        ],
      },
      {
        key: 'stroller-sets',
        name: ['Voordeelsets', 'Sparsets'],
        url: ['kinderwagen-voordeelsets', 'kinderwagen-sparsets'],
        image: ['stroller', 'beige'],
      },
    ],
  },
  {
    key: 'car-seats',
    name: ['Autostoeltjes', 'Autositze'],
    image: ['car-seat', 'black'],
    description: [
      'Veilig op weg met een autostoeltje dat voldoet aan de nieuwste i-Size-norm (R129).',
      'Sicher unterwegs mit einem Autositz nach der aktuellen i-Size-Norm (R129).',
    ],
    children: [
      {
        key: 'infant-car-seats',
        name: ['Autostoeltjes 0-15 maanden', 'Babyschalen'],
        image: ['infant-car-seat', 'grey'],
      },
      {
        key: 'toddler-car-seats',
        name: ['Meegroei-autostoeltjes', 'Kindersitze'],
        image: ['car-seat', 'navy'],
      },
      {
        key: 'booster-seats',
        name: ['Zitverhogers', 'Sitzerhöhungen'],
        image: ['booster-seat', 'anthracite'],
      },
      {
        key: 'isofix-bases',
        name: ['Isofix-basissen', 'Isofix-Basisstationen'],
        image: ['isofix-base', 'black'],
      },
      {
        key: 'car-seat-accessories',
        name: ['Autostoelaccessoires', 'Autositz-Zubehör'],
        image: ['car-mirror', 'grey'],
      },
    ],
  },
  {
    key: 'nursery',
    name: ['Babykamer', 'Babyzimmer'],
    image: ['crib', 'white'],
    description: [
      'Alles voor een rustige en veilige babykamer: ledikanten, commodes, matrassen en zacht beddengoed.',
      'Alles für ein ruhiges und sicheres Babyzimmer: Babybetten, Wickelkommoden, Matratzen und weiche Bettwäsche.',
    ],
    children: [
      { key: 'cribs', name: ['Ledikanten', 'Babybetten'], image: ['crib', 'white'] },
      {
        key: 'cradles',
        name: ['Wiegjes en boxen', 'Wiegen & Laufgitter'],
        image: ['cradle', 'beige'],
      },
      { key: 'mattresses', name: ['Matrassen', 'Matratzen'], image: ['cot-mattress', 'white'] },
      {
        key: 'changing-tables',
        name: ['Commodes', 'Wickelkommoden'],
        image: ['changing-table', 'white'],
      },
      {
        key: 'bedding',
        name: ['Beddengoed', 'Bettwäsche'],
        image: ['blanket', 'mint'],
        children: [
          {
            key: 'fitted-sheets',
            name: ['Hoeslakens', 'Spannbettlaken'],
            image: ['fitted-sheet', 'white'],
          },
          {
            key: 'blankets',
            name: ['Dekens', 'Decken'],
            url: ['babydekens', 'babydecken'],
            image: ['blanket', 'old-pink'],
          },
          {
            key: 'sleeping-bags',
            name: ['Slaapzakken', 'Schlafsäcke'],
            image: ['sleeping-bag', 'light-blue'],
          },
        ],
      },
      {
        key: 'night-lights',
        name: ['Nachtlampjes', 'Nachtlichter'],
        image: ['night-light', 'ochre'],
      },
    ],
  },
  {
    key: 'feeding',
    name: ['Voeding', 'Ernährung'],
    image: ['bottle', 'light-blue'],
    description: [
      'Flessen, borstkolven, kinderstoelen en biologische babyvoeding: alles voor ontspannen eetmomenten.',
      'Flaschen, Milchpumpen, Hochstühle und Bio-Babynahrung: alles für entspannte Mahlzeiten.',
    ],
    children: [
      {
        key: 'bottles',
        name: ['Flessen en spenen', 'Flaschen & Sauger'],
        image: ['bottle', 'mint'],
      },
      { key: 'breastfeeding', name: ['Borstvoeding', 'Stillen'], image: ['breast-pump', 'white'] },
      {
        key: 'bottle-warmers',
        name: ['Flessenwarmers en sterilisatoren', 'Flaschenwärmer & Sterilisatoren'],
        image: ['bottle-warmer', 'white'],
      },
      { key: 'high-chairs', name: ['Kinderstoelen', 'Hochstühle'], image: ['high-chair', 'beige'] },
      {
        key: 'tableware',
        name: ['Servies en bestek', 'Geschirr & Besteck'],
        image: ['plate', 'terracotta'],
      },
      { key: 'bibs', name: ['Slabbers', 'Lätzchen'], image: ['bib', 'ochre'] },
      {
        key: 'baby-food',
        name: ['Babyvoeding', 'Babynahrung'],
        image: ['food-jar', 'terracotta'],
        children: [
          {
            key: 'formula',
            name: ['Flesvoeding', 'Säuglingsmilch'],
            image: ['formula', 'light-blue'],
          },
          {
            key: 'baby-food-jars',
            name: ['Fruit- en groentehapjes', 'Obst- & Gemüsebreie'],
            image: ['food-jar', 'green'],
          },
          {
            key: 'snacks',
            name: ['Snacks en koekjes', 'Snacks & Kekse'],
            image: ['snack', 'ochre'],
          },
        ],
      },
    ],
  },
  {
    key: 'care',
    name: ['Verzorging', 'Pflege'],
    image: ['baby-bath', 'light-blue'],
    description: [
      'Badjes, luiers, thermometers en milde verzorging voor de gevoelige babyhuid.',
      'Babybadewannen, Windeln, Thermometer und milde Pflege für empfindliche Babyhaut.',
    ],
    children: [
      {
        key: 'bathing',
        name: ['Badjes en badaccessoires', 'Babybadewannen & Badezubehör'],
        image: ['baby-bath', 'mint'],
      },
      {
        key: 'diapers',
        name: ['Luiers en doekjes', 'Windeln & Feuchttücher'],
        image: ['diapers', 'light-blue'],
      },
      {
        key: 'thermometers',
        name: ['Thermometers', 'Thermometer'],
        url: ['thermometers', 'fieberthermometer'],
        image: ['thermometer', 'white'],
      },
      {
        key: 'pacifiers',
        name: ['Spenen en speenkoorden', 'Schnuller & Schnullerketten'],
        image: ['pacifier', 'pink'],
      },
      {
        key: 'skincare',
        name: ['Verzorgingsproducten', 'Pflegeprodukte'],
        image: ['lotion', 'white'],
      },
      {
        key: 'changing-mats',
        name: ['Aankleedkussens', 'Wickelauflagen'],
        image: ['changing-mat', 'beige'],
      },
    ],
  },
  {
    key: 'clothing',
    name: ['Kleding', 'Kleidung'],
    image: ['romper', 'old-pink'],
    description: [
      'Zachte babykleding en kinderkleding in de maten 50 tot en met 104, veel ervan van biologisch katoen.',
      'Weiche Baby- und Kinderkleidung in den Größen 50 bis 104, vieles davon aus Bio-Baumwolle.',
    ],
    children: [
      {
        key: 'baby-clothing',
        name: ['Babykleding', 'Babykleidung'],
        image: ['sleepsuit', 'mint'],
        children: [
          { key: 'rompers', name: ['Rompertjes', 'Bodys'], image: ['romper', 'white'] },
          {
            key: 'sleepsuits',
            name: ['Boxpakjes', 'Strampler'],
            image: ['sleepsuit', 'light-blue'],
          },
          {
            key: 'trousers',
            name: ['Broekjes', 'Hosen'],
            url: ['babybroekjes', 'babyhosen'],
            image: ['trousers', 'beige'],
          },
          {
            key: 'sweaters',
            name: ['Truitjes en vestjes', 'Pullover & Jäckchen'],
            image: ['sweater', 'ochre'],
          },
        ],
      },
      {
        key: 'dresses',
        name: ['Jurkjes', 'Kleider'],
        url: ['jurkjes', 'kinderkleider'],
        image: ['dress', 'pink'],
      },
      {
        key: 'jackets',
        name: ['Jassen', 'Jacken'],
        url: ['kinderjassen', 'kinderjacken'],
        image: ['jacket', 'navy'],
      },
      {
        key: 'pyjamas',
        name: ["Pyjama's", 'Schlafanzüge'],
        url: ['pyjamas', 'schlafanzuege'],
        image: ['pyjamas', 'lilac'],
      },
      {
        key: 'hats-socks',
        name: ['Mutsjes en sokjes', 'Mützen & Socken'],
        image: ['hat', 'terracotta'],
      },
    ],
  },
  {
    key: 'toys',
    name: ['Speelgoed', 'Spielzeug'],
    image: ['teddy-bear', 'cognac'],
    description: [
      'Speelgoed dat meegroeit: van rammelaar en speelkleed tot houten speelgoed en loopfiets.',
      'Spielzeug, das mitwächst: von der Rassel und Krabbeldecke bis zu Holzspielzeug und Laufrad.',
    ],
    children: [
      {
        key: 'rattles',
        name: ['Rammelaars en bijtringen', 'Rasseln & Beißringe'],
        image: ['rattle', 'ochre'],
      },
      {
        key: 'play-mats',
        name: ['Speelkleden en babygyms', 'Spielbögen & Krabbeldecken'],
        image: ['play-mat', 'mint'],
      },
      { key: 'soft-toys', name: ['Knuffels', 'Kuscheltiere'], image: ['teddy-bear', 'beige'] },
      {
        key: 'wooden-toys',
        name: ['Houten speelgoed', 'Holzspielzeug'],
        image: ['wooden-toy', 'terracotta'],
      },
      { key: 'bath-toys', name: ['Badspeelgoed', 'Badespielzeug'], image: ['bath-toy', 'ochre'] },
      {
        key: 'mobiles',
        name: ['Mobielen', 'Mobiles'],
        url: ['mobielen', 'baby-mobiles'],
        image: ['mobile', 'lilac'],
      },
      {
        key: 'ride-ons',
        name: ['Loopfietsen en loopwagens', 'Laufräder & Lauflernwagen'],
        image: ['balance-bike', 'red'],
      },
    ],
  },
  {
    key: 'pregnancy',
    name: ['Zwangerschap', 'Schwangerschaft'],
    image: ['maternity-pillow', 'lilac'],
    description: [
      "Comfortabel de zwangerschap door, met zwangerschapskussens, voedingsbh's en zwangerschapskleding.",
      'Bequem durch die Schwangerschaft, mit Schwangerschaftskissen, Still-BHs und Umstandsmode.',
    ],
    children: [
      {
        key: 'maternity-pillows',
        name: ['Zwangerschapskussens', 'Schwangerschaftskissen'],
        image: ['maternity-pillow', 'beige'],
      },
      {
        key: 'nursing-bras',
        name: ["Voedingsbh's", 'Still-BHs'],
        url: ['voedingsbhs', 'still-bhs'],
        image: ['nursing-bra', 'old-pink'],
      },
      {
        key: 'maternity-clothing',
        name: ['Zwangerschapskleding', 'Umstandsmode'],
        image: ['maternity-dress', 'navy'],
      },
      {
        key: 'maternity-care',
        name: ['Verzorging voor mama', 'Pflege für Mama'],
        image: ['lotion', 'lilac'],
      },
    ],
  },
  {
    key: 'on-the-go',
    name: ['Op stap', 'Unterwegs'],
    image: ['diaper-bag', 'cognac'],
    description: [
      'Draagzakken, luiertassen, reisbedjes en fietszitjes: alles om er samen op uit te gaan.',
      'Babytragen, Wickeltaschen, Reisebetten und Fahrradsitze: alles für gemeinsame Ausflüge.',
    ],
    children: [
      {
        key: 'baby-carriers',
        name: ['Draagzakken', 'Babytragen'],
        image: ['baby-carrier', 'grey'],
      },
      { key: 'baby-wraps', name: ['Draagdoeken', 'Tragetücher'], image: ['baby-wrap', 'mint'] },
      {
        key: 'diaper-bags',
        name: ['Luiertassen', 'Wickeltaschen'],
        image: ['diaper-bag', 'black'],
      },
      {
        key: 'travel-cots',
        name: ['Reisbedjes', 'Reisebetten'],
        image: ['travel-cot', 'anthracite'],
      },
      { key: 'bike-seats', name: ['Fietszitjes', 'Fahrradsitze'], image: ['bike-seat', 'black'] },
    ],
  },
  {
    key: 'safety',
    name: ['Veiligheid', 'Sicherheit'],
    image: ['baby-monitor', 'white'],
    description: [
      'Babyfoons, traphekjes en kinderbeveiliging voor een veilig huis vanaf de eerste dag.',
      'Babyphones, Treppenschutzgitter und Kindersicherungen für ein sicheres Zuhause ab dem ersten Tag.',
    ],
    children: [
      { key: 'baby-monitors', name: ['Babyfoons', 'Babyphones'], image: ['baby-monitor', 'white'] },
      {
        key: 'stair-gates',
        name: ['Traphekjes', 'Treppenschutzgitter'],
        image: ['stair-gate', 'white'],
      },
      {
        key: 'childproofing',
        name: ['Kinderbeveiliging', 'Kindersicherungen'],
        image: ['child-lock', 'white'],
      },
    ],
  },
  {
    key: 'gifts',
    name: ['Cadeaus', 'Geschenke'],
    image: ['gift-box', 'red'],
    description: [
      'Op zoek naar een kraamcadeau? Kies een cadeaubon, een complete babyuitzet of een workshop.',
      'Auf der Suche nach einem Geschenk zur Geburt? Wählen Sie einen Gutschein, eine Erstausstattung oder einen Workshop.',
    ],
    children: [
      {
        key: 'gift-cards',
        name: ['Cadeaubonnen', 'Geschenkgutscheine'],
        image: ['gift-card', 'pink'],
      },
      { key: 'gift-sets', name: ['Kraamcadeaus', 'Geburtsgeschenke'], image: ['gift-box', 'mint'] },
      {
        key: 'workshops',
        name: ['Workshops en advies', 'Workshops & Beratung'],
        image: ['workshop', 'ochre'],
      },
    ],
  },
  {
    key: 'inspiration',
    name: ['Inspiratie', 'Inspiration'],
    image: ['mobile', 'mint'],
    displayMode: 'PAGE',
    description: [
      'Tips en checklists voor de babyuitzet, de babykamer en de eerste weken met je kleintje.',
      'Tipps und Checklisten für die Erstausstattung, das Babyzimmer und die ersten Wochen mit Ihrem Baby.',
    ],
  },
];

const FIRST_CATEGORY_ID = ROOT_CATEGORY_ID + 1;

export interface CategoryNode {
  seed: CategorySeed;
  def: CategoryDef;
  /** Ancestors below the root, top category first, then this category itself. */
  path: CategorySeed[];
  /** Url path per language, e.g. 'kinderwagens/buggys'. */
  urlPath: { nl: string; de: string };
}

/** The categories as seeds (root first, then depth-first), plus lookups by key. */
export function buildCategories(): { seeds: CategorySeed[]; byKey: Map<string, CategoryNode> } {
  const seeds: CategorySeed[] = [
    {
      id: ROOT_CATEGORY_ID,
      parentId: 1,
      name: { nl: 'Standaardcategorie', de: 'Standardkategorie' },
      urlKey: { nl: 'standaardcategorie', de: 'standardkategorie' },
      position: 1,
      includeInMenu: false,
      displayMode: 'PRODUCTS',
      isActive: true,
    },
  ];
  const byKey = new Map<string, CategoryNode>();
  let nextId = FIRST_CATEGORY_ID;
  const visit = (defs: readonly CategoryDef[], parent: CategoryNode | null) => {
    defs.forEach((def, index) => {
      const urlKey = {
        nl: def.url?.[0] ?? slugify(def.name[0], 'nl'),
        de: def.url?.[1] ?? slugify(def.name[1], 'de'),
      };
      const seed: CategorySeed = {
        id: nextId++,
        parentId: parent ? parent.seed.id : ROOT_CATEGORY_ID,
        name: { nl: def.name[0], de: def.name[1] },
        urlKey,
        position: index + 1,
        includeInMenu: true,
        displayMode: def.displayMode ?? (parent === null ? 'PRODUCTS_AND_PAGE' : 'PRODUCTS'),
        isActive: true,
        image: `/category/${def.key}.svg`,
      };
      if (def.description) {
        seed.description = {
          nl: `<p>${def.description[0]}</p>`,
          de: `<p>${def.description[1]}</p>`,
        };
      }
      seeds.push(seed);
      const node: CategoryNode = {
        seed,
        def,
        path: parent ? [...parent.path, seed] : [seed],
        urlPath: parent
          ? { nl: `${parent.urlPath.nl}/${urlKey.nl}`, de: `${parent.urlPath.de}/${urlKey.de}` }
          : { ...urlKey },
      };
      if (byKey.has(def.key)) throw new Error(`Duplicate category key ${def.key}`);
      byKey.set(def.key, node);
      if (def.children) visit(def.children, node);
    });
  };
  visit(CATEGORY_TREE, null);
  return { seeds, byKey };
}

/** Category image drawing by image key (`/category/{key}.svg`). */
export const CATEGORY_IMAGES: ReadonlyMap<string, readonly [kind: string, colour: string]> =
  (() => {
    const map = new Map<string, readonly [string, string]>();
    const visit = (defs: readonly CategoryDef[]) => {
      for (const def of defs) {
        map.set(def.key, def.image);
        if (def.children) visit(def.children);
      }
    };
    visit(CATEGORY_TREE);
    return map;
  })();
