/**
 * Fictional brands of the demo catalogue, grouped by what they make, with a one-line brand
 * story per language and the model/series names their products carry.
 */

export type BrandGroup =
  | 'mobility'
  | 'carseat'
  | 'nursery'
  | 'feeding'
  | 'food'
  | 'care'
  | 'fashion'
  | 'toys'
  | 'maternity'
  | 'safety';

export interface BrandDef {
  key: string;
  name: string;
  groups: readonly BrandGroup[];
  tagline: readonly [nl: string, de: string];
}

export const BRANDS: readonly BrandDef[] = [
  {
    key: 'urban-stork',
    name: 'Urban Stork',
    groups: ['mobility'],
    tagline: [
      'Urban Stork ontwerpt in Amsterdam kinderwagens voor ouders die veel in de stad onderweg zijn.',
      'Urban Stork entwirft in Amsterdam Kinderwagen für Eltern, die viel in der Stadt unterwegs sind.',
    ],
  },
  {
    key: 'kiddo',
    name: 'Kiddo',
    groups: ['mobility', 'carseat', 'feeding'],
    tagline: [
      'Kiddo maakt betaalbare babyproducten die jarenlang meegaan.',
      'Kiddo steht für bezahlbare Babyprodukte, die jahrelang halten.',
    ],
  },
  {
    key: 'nordkind',
    name: 'Nordkind',
    groups: ['mobility', 'nursery'],
    tagline: [
      'Nordkind combineert Scandinavisch design met robuuste materialen.',
      'Nordkind verbindet skandinavisches Design mit robusten Materialien.',
    ],
  },
  {
    key: 'tinytrek',
    name: 'TinyTrek',
    groups: ['mobility'],
    tagline: [
      'TinyTrek is gemaakt voor gezinnen die graag naar buiten gaan, ook als het regent.',
      'TinyTrek ist für Familien gemacht, die gern draußen sind, auch bei Regen.',
    ],
  },
  {
    key: 'bambino-nord',
    name: 'Bambino Nord',
    groups: ['mobility', 'carseat'],
    tagline: [
      'Bambino Nord test elk product uitgebreid in het eigen testlab in Noord-Duitsland.',
      'Bambino Nord testet jedes Produkt ausgiebig im eigenen Testlabor in Norddeutschland.',
    ],
  },
  {
    key: 'safenest',
    name: 'SafeNest',
    groups: ['carseat', 'safety'],
    tagline: [
      'SafeNest richt zich volledig op veiligheid, van autostoeltje tot traphekje.',
      'SafeNest konzentriert sich ganz auf Sicherheit, vom Autositz bis zum Treppenschutzgitter.',
    ],
  },
  {
    key: 'guardino',
    name: 'Guardino',
    groups: ['carseat', 'safety'],
    tagline: [
      'Guardino-producten scoren al jaren goed in onafhankelijke veiligheidstests.',
      'Guardino-Produkte schneiden seit Jahren in unabhängigen Sicherheitstests gut ab.',
    ],
  },
  {
    key: 'wiegeland',
    name: 'Wiegeland',
    groups: ['nursery'],
    tagline: [
      'Wiegeland maakt babykamermeubels van FSC-gecertificeerd hout in eigen werkplaats.',
      'Wiegeland fertigt Babymöbel aus FSC-zertifiziertem Holz in der eigenen Werkstatt.',
    ],
  },
  {
    key: 'hygge-baby',
    name: 'Hygge Baby',
    groups: ['nursery', 'fashion', 'maternity'],
    tagline: [
      'Hygge Baby staat voor zachte stoffen, rustige kleuren en een warm thuisgevoel.',
      'Hygge Baby steht für weiche Stoffe, ruhige Farben und ein warmes Zuhause-Gefühl.',
    ],
  },
  {
    key: 'oak-acorn',
    name: 'Oak & Acorn',
    groups: ['nursery', 'toys'],
    tagline: [
      'Oak & Acorn maakt tijdloos houten speelgoed dat van generatie op generatie gaat.',
      'Oak & Acorn fertigt zeitloses Holzspielzeug, das von Generation zu Generation weitergegeben wird.',
    ],
  },
  {
    key: 'kleine-wolk',
    name: 'Kleine Wolk',
    groups: ['nursery', 'toys'],
    tagline: [
      'Kleine Wolk is gespecialiseerd in alles voor een goede nachtrust.',
      'Kleine Wolk hat sich auf alles rund um den guten Schlaf spezialisiert.',
    ],
  },
  {
    key: 'moonberry',
    name: 'Moonberry',
    groups: ['feeding', 'care'],
    tagline: [
      'Moonberry ontwikkelt voedings- en verzorgingsproducten samen met verloskundigen.',
      'Moonberry entwickelt Still- und Pflegeprodukte gemeinsam mit Hebammen.',
    ],
  },
  {
    key: 'blij-begin',
    name: 'Blij Begin',
    groups: ['feeding', 'care'],
    tagline: [
      'Blij Begin maakt het eerste jaar een stukje makkelijker, met slimme en eerlijke producten.',
      'Blij Begin macht das erste Jahr ein bisschen leichter, mit cleveren und ehrlichen Produkten.',
    ],
  },
  {
    key: 'babbel-co',
    name: 'Babbel & Co',
    groups: ['feeding', 'toys'],
    tagline: [
      'Babbel & Co brengt kleur aan tafel met vrolijk en onbreekbaar kinderservies.',
      'Babbel & Co bringt mit fröhlichem, bruchsicherem Kindergeschirr Farbe auf den Tisch.',
    ],
  },
  {
    key: 'puurtje',
    name: 'Puurtje',
    groups: ['food'],
    tagline: [
      'Puurtje maakt biologische babyvoeding zonder toegevoegde suikers of zout.',
      'Puurtje stellt Bio-Babynahrung ohne zugesetzten Zucker und ohne Salz her.',
    ],
  },
  {
    key: 'gruenzwerg',
    name: 'Grünzwerg',
    groups: ['food'],
    tagline: [
      'Grünzwerg gebruikt groenten en fruit van biologische boeren uit de regio.',
      'Grünzwerg verarbeitet Obst und Gemüse von Bio-Höfen aus der Region.',
    ],
  },
  {
    key: 'smikkel',
    name: 'Smikkel',
    groups: ['food'],
    tagline: [
      'Smikkel maakt gezonde tussendoortjes op maat van kleine handjes.',
      'Smikkel macht gesunde Snacks, die in kleine Hände passen.',
    ],
  },
  {
    key: 'mooi-mini',
    name: 'Mooi Mini',
    groups: ['care'],
    tagline: [
      'Mooi Mini verzorgt de gevoelige babyhuid met milde, dermatologisch geteste producten.',
      'Mooi Mini pflegt empfindliche Babyhaut mit milden, dermatologisch getesteten Produkten.',
    ],
  },
  {
    key: 'zonnekind',
    name: 'Zonnekind',
    groups: ['care', 'fashion'],
    tagline: [
      'Zonnekind kiest bewust voor biologische materialen en eerlijke productie.',
      'Zonnekind setzt bewusst auf Bio-Materialien und faire Produktion.',
    ],
  },
  {
    key: 'little-tulip',
    name: 'Little Tulip',
    groups: ['fashion'],
    tagline: [
      'Little Tulip ontwerpt babykleding met Hollandse prints en zachte stoffen.',
      'Little Tulip entwirft Babykleidung mit holländischen Mustern und weichen Stoffen.',
    ],
  },
  {
    key: 'lotje-lars',
    name: 'Lotje & Lars',
    groups: ['fashion', 'maternity'],
    tagline: [
      'Lotje & Lars maakt comfortabele kleding voor mama en kind, ontworpen in Utrecht.',
      'Lotje & Lars macht bequeme Kleidung für Mama und Kind, entworfen in Utrecht.',
    ],
  },
  {
    key: 'polder-kids',
    name: 'Polder Kids',
    groups: ['fashion'],
    tagline: [
      'Polder Kids maakt stoere kinderkleding die tegen een stootje kan.',
      'Polder Kids macht robuste Kinderkleidung, die einiges aushält.',
    ],
  },
  {
    key: 'sternchen',
    name: 'Sternchen',
    groups: ['fashion', 'toys'],
    tagline: [
      'Sternchen uit Hamburg ontwerpt knuffels en kleding met liefde voor detail.',
      'Sternchen aus Hamburg entwirft Kuscheltiere und Kleidung mit Liebe zum Detail.',
    ],
  },
  {
    key: 'petit-pas',
    name: 'Petit Pas',
    groups: ['toys'],
    tagline: [
      'Petit Pas ontwikkelt speelgoed dat aansluit bij elke stap in de ontwikkeling.',
      'Petit Pas entwickelt Spielzeug, das zu jedem Entwicklungsschritt passt.',
    ],
  },
  {
    key: 'happy-hippo',
    name: 'Happy Hippo',
    groups: ['toys'],
    tagline: [
      'Happy Hippo maakt vrolijk speelgoed in heldere kleuren.',
      'Happy Hippo macht fröhliches Spielzeug in kräftigen Farben.',
    ],
  },
  {
    key: 'koala-kids',
    name: 'Koala Kids',
    groups: ['toys', 'mobility'],
    tagline: [
      'Koala Kids maakt speelgoed en loopfietsjes die kinderen in beweging brengen.',
      'Koala Kids macht Spielzeug und Laufräder, die Kinder in Bewegung bringen.',
    ],
  },
  {
    key: 'mama-bloom',
    name: 'Mama Bloom',
    groups: ['maternity', 'care'],
    tagline: [
      'Mama Bloom ondersteunt aanstaande en jonge moeders met comfortabele producten.',
      'Mama Bloom unterstützt werdende und junge Mütter mit bequemen Produkten.',
    ],
  },
  {
    key: 'uiltje',
    name: 'Uiltje',
    groups: ['safety', 'nursery'],
    tagline: [
      'Uiltje maakt babyfoons en nachtlampjes waarmee het hele gezin rustig slaapt.',
      'Uiltje macht Babyphones und Nachtlichter, mit denen die ganze Familie ruhig schläft.',
    ],
  },
];

export const BRANDS_BY_GROUP: ReadonlyMap<BrandGroup, readonly BrandDef[]> = (() => {
  const map = new Map<BrandGroup, BrandDef[]>();
  for (const brand of BRANDS) {
    for (const group of brand.groups) {
      const list = map.get(group) ?? [];
      list.push(brand);
      map.set(group, list);
    }
  }
  return map;
})();

/** Series names per brand group; a suffix is added now and then ("Urban 3", "Shield i-Size"). */
export const SERIES: Readonly<
  Record<BrandGroup, { names: readonly string[]; suffixes: readonly string[] }>
> = {
  mobility: {
    names: [
      'Urban',
      'Nova',
      'Breeze',
      'Terra',
      'Swift',
      'Glide',
      'Metro',
      'Trail',
      'Cruise',
      'Flex',
      'Aero',
      'Vista',
      'Orbit',
      'Dune',
      'Fjord',
      'Lumo',
    ],
    suffixes: [
      '',
      '',
      ' 2',
      ' 3',
      ' 4',
      '+',
      ' S',
      ' Pro',
      ' Lite',
      ' GT',
      ' Air',
      ' XL',
      ' Go',
      ' Duo',
    ],
  },
  carseat: {
    names: [
      'Shield',
      'Guard',
      'Nest',
      'Cocoon',
      'Pilot',
      'Rise',
      'Turn',
      'Safe',
      'Move',
      'Haven',
      'Halo',
      'Anchor',
    ],
    suffixes: [' i-Size', ' i-Size', ' 360', ' Plus', ' Pro', ' Fix', '', ' 2', ' Pro 2', ' R'],
  },
  nursery: {
    names: [
      'Fjord',
      'Linde',
      'Eik',
      'Sanne',
      'Lotte',
      'Bruno',
      'Mila',
      'Noor',
      'Finn',
      'Sofie',
      'Luuk',
      'Elin',
      'Juul',
      'Saar',
      'Vik',
      'Ida',
    ],
    suffixes: ['', '', '', ' II', ' Classic', ' Nature', ' White', ' Deluxe'],
  },
  feeding: {
    names: [
      'Natural',
      'Easy',
      'Anti-Colic',
      'Comfort',
      'Pure',
      'Smart',
      'Mini',
      'Classic',
      'Soft',
      'First',
      'Flow',
      'Sense',
    ],
    suffixes: ['', '', ' 2', ' Plus', ' Pro', ' Go', ' Duo'],
  },
  food: { names: [''], suffixes: [''] },
  care: {
    names: [
      'Soft',
      'Pure',
      'Gentle',
      'Calm',
      'Fresh',
      'Sensitive',
      'Natural',
      'Care',
      'Mild',
      'Tender',
    ],
    suffixes: ['', '', ' Plus', ' Bio', ' Sensitive'],
  },
  fashion: {
    names: [
      'Basic',
      'Organic',
      'Stripes',
      'Dots',
      'Forest',
      'Ocean',
      'Bloom',
      'Rainbow',
      'Sailor',
      'Meadow',
      'Cloud',
      'Fox',
      'Bunny',
      'Leaf',
      'Star',
      'Wave',
      'Tulip',
      'Windmill',
      'Rib',
      'Waffle',
    ],
    suffixes: ['', '', '', ' Rib', ' Knit', ' Jersey', ' Light', ' Cosy'],
  },
  toys: {
    names: [
      'Bunny',
      'Bear',
      'Fox',
      'Ellie',
      'Otto',
      'Lola',
      'Pip',
      'Teddy',
      'Noah',
      'Momo',
      'Ziggy',
      'Bo',
      'Pippa',
      'Rex',
      'Kiki',
      'Moos',
    ],
    suffixes: ['', '', '', ' Mini', ' Maxi', ' Classic', ' Deluxe'],
  },
  maternity: {
    names: [
      'Bloom',
      'Comfort',
      'Soft',
      'Cosy',
      'Flow',
      'Luna',
      'Grace',
      'Embrace',
      'Bella',
      'Nova',
    ],
    suffixes: ['', '', ' Plus', ' Seamless', ' Organic'],
  },
  safety: {
    names: [
      'Guard',
      'Watch',
      'Secure',
      'View',
      'Sense',
      'Care',
      'Clear',
      'Connect',
      'Night',
      'Home',
    ],
    suffixes: ['', ' 2', ' HD', ' Pro', ' Plus', ' Duo', ' Smart'],
  },
};
