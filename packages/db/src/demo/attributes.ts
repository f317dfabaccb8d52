/**
 * Attribute definitions of the demo catalogue: colour and size (configurable), age, brand and
 * the shop's own Dutch-coded attributes. Option ids are numbered over all attributes.
 */
import type { AttributeInput, AttributeSeed, Localized } from '@shop/core';
import { BRANDS } from './brands.ts';

type Pair = readonly [nl: string, de: string];

export interface ColourDef {
  key: string;
  /** Short code used in child skus. */
  code: string;
  hex: string;
  label: Pair;
  /** Colour names as brands print them on the box ("Earth Grey"), used in product names. */
  marketing: readonly string[];
}

export const COLOURS: readonly ColourDef[] = [
  {
    key: 'white',
    code: 'WHT',
    hex: '#f3efe6',
    label: ['Wit', 'Weiß'],
    marketing: ['Pure White', 'Cloud White', 'Snow'],
  },
  {
    key: 'black',
    code: 'BLK',
    hex: '#2a2a2e',
    label: ['Zwart', 'Schwarz'],
    marketing: ['Black', 'Midnight Black', 'Moonless Night'],
  },
  {
    key: 'grey',
    code: 'GRY',
    hex: '#9a9c9e',
    label: ['Grijs', 'Grau'],
    marketing: ['Stone Grey', 'Misty Grey', 'Pebble Grey', 'Earth Grey'],
  },
  {
    key: 'anthracite',
    code: 'ANT',
    hex: '#4a4e55',
    label: ['Antraciet', 'Anthrazit'],
    marketing: ['Graphite', 'Charcoal', 'Slate'],
  },
  {
    key: 'navy',
    code: 'NVY',
    hex: '#24395c',
    label: ['Marineblauw', 'Marineblau'],
    marketing: ['Navy', 'Deep Ocean', 'Midnight Blue'],
  },
  {
    key: 'blue',
    code: 'BLU',
    hex: '#4f7fbf',
    label: ['Blauw', 'Blau'],
    marketing: ['Denim Blue', 'Lake Blue', 'Cobalt'],
  },
  {
    key: 'light-blue',
    code: 'LBL',
    hex: '#a9c9e6',
    label: ['Lichtblauw', 'Hellblau'],
    marketing: ['Baby Blue', 'Ice Blue', 'Powder Blue'],
  },
  {
    key: 'green',
    code: 'GRN',
    hex: '#5b7f55',
    label: ['Groen', 'Grün'],
    marketing: ['Forest Green', 'Olive', 'Moss'],
  },
  {
    key: 'mint',
    code: 'MNT',
    hex: '#a7d3bf',
    label: ['Mintgroen', 'Mint'],
    marketing: ['Mint', 'Sage', 'Seafoam'],
  },
  {
    key: 'beige',
    code: 'BEI',
    hex: '#d8c6a5',
    label: ['Beige', 'Beige'],
    marketing: ['Sand', 'Oat', 'Taupe', 'Camel'],
  },
  {
    key: 'cognac',
    code: 'COG',
    hex: '#9a5b2e',
    label: ['Cognac', 'Cognac'],
    marketing: ['Cognac', 'Caramel', 'Hazel'],
  },
  {
    key: 'pink',
    code: 'PNK',
    hex: '#f1b4c6',
    label: ['Roze', 'Rosa'],
    marketing: ['Blush', 'Soft Pink', 'Candy Pink'],
  },
  {
    key: 'old-pink',
    code: 'ORS',
    hex: '#c9908f',
    label: ['Oudroze', 'Altrosa'],
    marketing: ['Dusty Rose', 'Rosewood', 'Mauve'],
  },
  {
    key: 'red',
    code: 'RED',
    hex: '#c0392b',
    label: ['Rood', 'Rot'],
    marketing: ['Cherry Red', 'Ruby', 'Poppy Red'],
  },
  {
    key: 'ochre',
    code: 'OKR',
    hex: '#d4a22c',
    label: ['Okergeel', 'Ockergelb'],
    marketing: ['Ochre', 'Mustard', 'Honey'],
  },
  {
    key: 'lilac',
    code: 'LIL',
    hex: '#b7a1d6',
    label: ['Lila', 'Flieder'],
    marketing: ['Lavender', 'Lilac', 'Heather'],
  },
  {
    key: 'terracotta',
    code: 'TER',
    hex: '#c4663f',
    label: ['Terracotta', 'Terrakotta'],
    marketing: ['Terracotta', 'Rust', 'Clay'],
  },
];

export const COLOUR_BY_KEY: ReadonlyMap<string, ColourDef> = new Map(
  COLOURS.map((c) => [c.key, c]),
);

export interface SizeDef {
  key: string;
  /** Code used in child skus. */
  code: string;
  label: Pair;
  /** Age option key for clothing sizes. */
  age?: string;
}

const CLOTHING_SIZES = ['50', '56', '62', '68', '74', '80', '86', '92', '98', '104'] as const;

const SIZES: readonly SizeDef[] = [
  ...CLOTHING_SIZES.map((s) => {
    const n = Number(s);
    const age = n <= 68 ? '0-6m' : n <= 80 ? '6-12m' : n <= 92 ? '1-2y' : '2-4y';
    return { key: s, code: s, label: [s, s] as Pair, age };
  }),
  { key: 'one-size', code: 'OS', label: ['One size', 'Einheitsgröße'] },
  { key: 's', code: 'S', label: ['S', 'S'] },
  { key: 'm', code: 'M', label: ['M', 'M'] },
  { key: 'l', code: 'L', label: ['L', 'L'] },
];

export const SIZE_BY_KEY: ReadonlyMap<string, SizeDef> = new Map(SIZES.map((s) => [s.key, s]));

interface OptionDef {
  key: string;
  label: Pair;
  swatch?: string;
}

interface AttributeDef {
  id: number;
  code: string;
  input: AttributeInput;
  label: Pair;
  filterable?: boolean;
  searchable?: boolean;
  comparable?: boolean;
  configurable?: boolean;
  options?: readonly OptionDef[];
}

const opts = (rows: readonly (readonly [string, string, string])[]): OptionDef[] =>
  rows.map(([key, nl, de]) => ({ key, label: [nl, de] }));

const ATTRIBUTE_DEFS: readonly AttributeDef[] = [
  {
    id: 93,
    code: 'color',
    input: 'select',
    label: ['Kleur', 'Farbe'],
    filterable: true,
    searchable: true,
    comparable: true,
    configurable: true,
    options: COLOURS.map((c) => ({ key: c.key, label: c.label, swatch: c.hex })),
  },
  {
    id: 144,
    code: 'size',
    input: 'select',
    label: ['Maat', 'Größe'],
    filterable: true,
    comparable: true,
    configurable: true,
    options: SIZES.map((s) => ({ key: s.key, label: s.label })),
  },
  {
    id: 180,
    code: 'age',
    input: 'select',
    label: ['Leeftijd', 'Alter'],
    filterable: true,
    comparable: true,
    options: opts([
      ['0-6m', '0-6 maanden', '0-6 Monate'],
      ['6-12m', '6-12 maanden', '6-12 Monate'],
      ['1-2y', '1-2 jaar', '1-2 Jahre'],
      ['2-4y', '2-4 jaar', '2-4 Jahre'],
      ['4y+', '4+ jaar', '4+ Jahre'],
    ]),
  },
  {
    id: 83,
    code: 'brand',
    input: 'select',
    label: ['Merk', 'Marke'],
    filterable: true,
    searchable: true,
    comparable: true,
    options: BRANDS.map((b) => ({ key: b.key, label: [b.name, b.name] })),
  },
  {
    id: 201,
    code: 'materiaal',
    input: 'select',
    label: ['Materiaal', 'Material'],
    filterable: true,
    comparable: true,
    options: opts([
      ['cotton', 'Katoen', 'Baumwolle'],
      ['organic-cotton', 'Biologisch katoen', 'Bio-Baumwolle'],
      ['polyester', 'Polyester', 'Polyester'],
      ['wood', 'Hout', 'Holz'],
      ['plastic', 'Kunststof', 'Kunststoff'],
      ['metal', 'Metaal', 'Metall'],
      ['bamboo', 'Bamboe', 'Bambus'],
      ['aluminium', 'Aluminium', 'Aluminium'],
      ['silicone', 'Siliconen', 'Silikon'],
      ['glass', 'Glas', 'Glas'],
      ['wool', 'Merinowol', 'Merinowolle'],
      ['foam', 'Koudschuim', 'Kaltschaum'],
    ]),
  },
  {
    id: 202,
    code: 'geschikt_vanaf',
    input: 'select',
    label: ['Geschikt vanaf', 'Geeignet ab'],
    filterable: true,
    comparable: true,
    options: opts([
      ['pregnancy', 'Tijdens de zwangerschap', 'Während der Schwangerschaft'],
      ['birth', 'Vanaf geboorte', 'Ab Geburt'],
      ['3m', 'Vanaf 3 maanden', 'Ab 3 Monaten'],
      ['6m', 'Vanaf 6 maanden', 'Ab 6 Monaten'],
      ['9m', 'Vanaf 9 maanden', 'Ab 9 Monaten'],
      ['12m', 'Vanaf 12 maanden', 'Ab 12 Monaten'],
      ['18m', 'Vanaf 18 maanden', 'Ab 18 Monaten'],
      ['3y', 'Vanaf 3 jaar', 'Ab 3 Jahren'],
    ]),
  },
  {
    id: 203,
    code: 'gewicht',
    input: 'weight',
    label: ['Gewicht (kg)', 'Gewicht (kg)'],
    comparable: true,
  },
  {
    id: 204,
    code: 'isofix',
    input: 'boolean',
    label: ['Isofix', 'Isofix'],
    filterable: true,
    comparable: true,
  },
  { id: 205, code: 'wasbaar', input: 'boolean', label: ['Wasbaar', 'Waschbar'], comparable: true },
  {
    id: 206,
    code: 'duurzaam',
    input: 'boolean',
    label: ['Duurzaam', 'Nachhaltig'],
    filterable: true,
  },
  {
    id: 207,
    code: 'i_size',
    input: 'select',
    label: ['i-Size lengte kind', 'i-Size Körpergröße'],
    filterable: true,
    comparable: true,
    options: opts([
      ['40-87', '40-87 cm', '40-87 cm'],
      ['76-105', '76-105 cm', '76-105 cm'],
      ['100-150', '100-150 cm', '100-150 cm'],
    ]),
  },
  {
    id: 208,
    code: 'inklapbaar',
    input: 'boolean',
    label: ['Inklapbaar', 'Faltbar'],
    comparable: true,
  },
  {
    id: 209,
    code: 'bpa_vrij',
    input: 'boolean',
    label: ['BPA-vrij', 'BPA-frei'],
    comparable: true,
  },
  { id: 210, code: 'inhoud', input: 'text', label: ['Inhoud', 'Inhalt'], comparable: true },
  { id: 211, code: 'afmetingen', input: 'text', label: ['Afmetingen', 'Maße'], comparable: true },
  {
    id: 212,
    code: 'max_belasting',
    input: 'weight',
    label: ['Max. belasting (kg)', 'Max. Belastung (kg)'],
    comparable: true,
  },
  {
    id: 213,
    code: 'garantie',
    input: 'select',
    label: ['Garantie', 'Garantie'],
    comparable: true,
    options: opts([
      ['1y', '1 jaar', '1 Jahr'],
      ['2y', '2 jaar', '2 Jahre'],
      ['3y', '3 jaar', '3 Jahre'],
      ['5y', '5 jaar', '5 Jahre'],
    ]),
  },
];

/** First option id; ids count up over all attributes in the order above. */
const FIRST_OPTION_ID = 5001;

const loc = (pair: Pair): Localized => ({ nl: pair[0], de: pair[1] });

export interface AttributeCatalog {
  attributes: AttributeSeed[];
  /** Option id of an option key of an attribute code; throws for unknown keys. */
  optionId(code: string, key: string): number;
  /** Localized label of an option key. */
  optionLabel(code: string, key: string): Localized;
}

export function buildAttributes(): AttributeCatalog {
  let nextOptionId = FIRST_OPTION_ID;
  const ids = new Map<string, number>();
  const labels = new Map<string, Localized>();
  const attributes = ATTRIBUTE_DEFS.map((def, index): AttributeSeed => {
    const options = (def.options ?? []).map((o, position) => {
      const value = nextOptionId++;
      const label = loc(o.label);
      ids.set(`${def.code}:${o.key}`, value);
      labels.set(`${def.code}:${o.key}`, label);
      return o.swatch ? { value, label, swatch: o.swatch, position } : { value, label, position };
    });
    return {
      id: def.id,
      code: def.code,
      input: def.input,
      label: loc(def.label),
      isFilterable: def.filterable ?? false,
      isSearchable: def.searchable ?? false,
      isVisible: true,
      isComparable: def.comparable ?? false,
      isUserDefined: true,
      isConfigurable: def.configurable ?? false,
      position: index,
      options,
    };
  });
  const lookup = <T>(map: Map<string, T>, code: string, key: string): T => {
    const found = map.get(`${code}:${key}`);
    if (found === undefined) throw new Error(`Unknown option ${key} of attribute ${code}`);
    return found;
  };
  return {
    attributes,
    optionId: (code, key) => lookup(ids, code, key),
    optionLabel: (code, key) => lookup(labels, code, key),
  };
}
