/**
 * Dutch and German word analysis of the shop search, shared by the indexer and the query side:
 * stems (the Snowball stemmers, after Dutch diminutives are taken off), compound splitting
 * against a vocabulary (the catalogue's own words), and a short list of shoppers' synonyms.
 * Words come in as `tokenize` gives them: lower case, accents folded.
 */

import { stemmer as dutchStemmer } from '@orama/stemmers/dutch';
import { stemmer as germanStemmer } from '@orama/stemmers/german';
import { tokenize } from './tokenize.ts';

export type SearchLanguage = 'nl' | 'de';

/** Shortest word that is stemmed or split, and shortest part of a compound. */
const MIN_STEMMED = 4;
const MIN_PART = 3;

/**
 * Dutch diminutives name the same thing as the word they are made from: -etje after a doubled
 * consonant (balletje → bal), -tje after a vowel or l, n, r, w (autostoeltje → autostoel), -pje
 * after m (boompje → boom), -kje after n for -ng (koninkje → koning), else -je (boxpakje →
 * boxpak); each also as a plural with -s.
 */
export function stripDutchDiminutive(word: string): string {
  const rules: [RegExp, (base: string) => string][] = [
    [/^(.+?([bdfgklmnprst]))\2etjes?$/, (base) => base],
    [/^(.+[aeiouylnrw])tjes?$/, (base) => base],
    [/^(.+m)pjes?$/, (base) => base],
    [/^(.+n)kjes?$/, (base) => `${base}g`],
    [/^(.+)jes?$/, (base) => base],
  ];
  for (const [pattern, make] of rules) {
    const match = pattern.exec(word);
    if (!match?.[1]) continue;
    const base = make(match[1]);
    return base.length >= MIN_PART ? base : word;
  }
  return word;
}

/**
 * German plurals in -n after -el or -er (Windeln, Rasseln) that the Snowball stemmer keeps:
 * the -n is taken off first.
 */
function germanSingular(word: string): string {
  return /(el|er)n$/.test(word) ? word.slice(0, -1) : word;
}

/** Stems found before, per language: a catalogue repeats its words many times over. */
const STEMS: Record<SearchLanguage, Map<string, string>> = { nl: new Map(), de: new Map() };
/** Words remembered per language; past it the memory starts again (a bound, not a policy). */
const STEMS_KEPT = 100_000;

/** The stem of a word as both the index and the query use it; numbers stay as they are. */
export function stemWord(word: string, language: SearchLanguage): string {
  if (word.length < MIN_STEMMED || /\d/.test(word)) return word;
  const known = STEMS[language];
  let stem = known.get(word);
  if (stem === undefined) {
    stem = findStem(word, language);
    if (known.size >= STEMS_KEPT) known.clear();
    known.set(word, stem);
  }
  return stem;
}

function findStem(word: string, language: SearchLanguage): string {
  if (language === 'nl') {
    // Dutch writes a final z, v as s, f (grijze → grijs, lieve → lief): stems end alike.
    return dutchStemmer(stripDutchDiminutive(word)).replace(/z$/, 's').replace(/v$/, 'f');
  }
  return germanStemmer(germanSingular(word));
}

/** Sounds that join the parts of a compound (kind-er-wagen, schwanger-schafts-kissen). */
const LINKS: Record<SearchLanguage, readonly string[]> = {
  nl: ['', 's', 'e', 'en'],
  de: ['', 's', 'es', 'n', 'en', 'er', 'e'],
};

/**
 * A compound split into known words, modifiers first and the head last (kinderwagenzubehor →
 * kinderwagen + zubehor), each part as its stem; null when the word is not such a compound.
 * A part is known when it or its stem is in the vocabulary. Of several splits the one with
 * the fewest parts wins, then the one with the longest head.
 */
export function splitCompound(
  word: string,
  language: SearchLanguage,
  isKnown: (part: string) => boolean,
): string[] | null {
  if (word.length < 2 * MIN_PART || /\d/.test(word)) return null;
  const known = (part: string) =>
    part.length >= MIN_PART && (isKnown(part) || isKnown(stemWord(part, language)));
  const memo = new Map<number, string[] | null>();
  // The best split of word[from..] into known parts, each after an optional linking sound.
  const splitFrom = (from: number): string[] | null => {
    if (memo.has(from)) return memo.get(from) ?? null;
    let best: string[] | null = null;
    const rest = word.slice(from);
    if (from > 0 && known(rest)) best = [rest];
    for (let end = from + MIN_PART; end <= word.length - MIN_PART; end++) {
      const part = word.slice(from, end);
      if (!known(part)) continue;
      for (const link of LINKS[language]) {
        if (!word.startsWith(link, end)) continue;
        const tail = splitFrom(end + link.length);
        if (!tail) continue;
        const candidate = [part, ...tail];
        if (better(candidate, best)) best = candidate;
      }
    }
    memo.set(from, best);
    return best;
  };
  const parts = splitFrom(0);
  if (!parts || parts.length < 2) return null;
  return parts.map((part) => stemWord(part, language));
}

/**
 * Shortest query word looked for as the head of the catalogue's compounds (stoel in autostoel):
 * a shorter one (bed, tas, set) ends too many words that are not made with it.
 */
export const MIN_COMPOUND_HEAD = 4;

/**
 * A compound split before a head the query names, whatever its modifier is (geschenkgutschein
 * → geschenk + gutschein, where "geschenk" is no catalogue word, so `splitCompound` does not
 * split it): the word ends with the head, at least MIN_COMPOUND_HEAD letters, after a modifier
 * of at least 3 letters (with its linking sound); null otherwise.
 */
export function splitAtHead(word: string, head: string): [modifier: string, head: string] | null {
  if (head.length < MIN_COMPOUND_HEAD || /\d/.test(head) || /\d/.test(word)) return null;
  if (word.length < head.length + MIN_PART || !word.endsWith(head)) return null;
  return [word.slice(0, -head.length), head];
}

/**
 * The forms of a query term whose compounds it also finds, as their head: the term and its stem
 * (stoelen → stoel: autostoel, kinderstoel), each at least MIN_COMPOUND_HEAD letters and without
 * digits.
 */
export function compoundHeadForms(term: string, language: SearchLanguage): string[] {
  return [...new Set([term, stemWord(term, language)])].filter(
    (form) => form.length >= MIN_COMPOUND_HEAD && !/\d/.test(form),
  );
}

function better(candidate: string[], best: string[] | null): boolean {
  if (!best) return true;
  if (candidate.length !== best.length) return candidate.length < best.length;
  return (candidate.at(-1)?.length ?? 0) > (best.at(-1)?.length ?? 0);
}

/** Words of a field as the index weighs them. */
export interface AnalyzedText {
  /** What the text is: its words, their stems and the heads of its compounds. */
  strong: string[];
  /** What the text is for or made of: the modifiers of its compounds (autositz in autositz-zubehor). */
  weak: string[];
}

/**
 * The indexed words of a name or category text. A word adds itself and its stem; a compound,
 * written as one word or with hyphens, adds its head as strong and its modifiers as weak, and
 * a hyphenated one adds its parts written together as well (Autositz-Zubehör → autositzzubehor).
 */
export function analyzeText(
  text: string,
  language: SearchLanguage,
  isKnown: (part: string) => boolean = () => false,
): AnalyzedText {
  const strong = new Set<string>();
  const weak = new Set<string>();
  for (const chunk of text.split(/\s+/)) {
    const words = tokenize(chunk);
    if (words.length === 0) continue;
    const addWord = (word: string, asHead: boolean) => {
      const target = asHead ? strong : weak;
      target.add(word);
      target.add(stemWord(word, language));
      const parts = splitCompound(word, language, isKnown);
      if (!parts) return;
      parts.forEach((part, index) => {
        (asHead && index === parts.length - 1 ? strong : weak).add(part);
      });
    };
    words.forEach((word, index) => {
      addWord(word, index === words.length - 1 || /^\d+$/.test(word));
    });
    if (words.length > 1 && words.every((word) => /^[a-z]+$/.test(word))) {
      const joined = words.join('');
      strong.add(joined);
      strong.add(stemWord(joined, language));
    }
  }
  for (const word of strong) weak.delete(word);
  return { strong: [...strong], weak: [...weak] };
}

/**
 * Function words that nearly every description has (the Snowball stop words of at least 3
 * letters, accents folded, and the shop's "jouw"/"Ihr"): never indexed from a description, or a
 * query with one ("de kinderwagen", "für unterwegs") would find every product.
 */
const STOP_WORDS: Record<SearchLanguage, ReadonlySet<string>> = {
  nl: new Set(
    (
      'aan achter alle alles als altijd andere ben bent bij daar dan dat deze die dit doch doen door ' +
      'dus een eens elk elke geen geweest haar had heb hebben heeft hem het hier hij hoe hun iemand ' +
      'iets jij jou jouw kan kon kunnen maar meer men met mij mijn moet naar niet niets nog omdat ' +
      'onder ons onze ook over reeds tegen toch toen tot uit van veel voor want waren was wat werd ' +
      'wezen wie wij wil worden wordt zal zelf zich zij zijn zodat zonder zou'
    ).split(' '),
  ),
  de: new Set(
    (
      'aber alle allem allen aller alles als also ander andere anderem anderen anderer anderes auch ' +
      'auf aus bei bin bis bist damit dann das dass dein deine dem den denn der des dessen dich die ' +
      'dies diese diesem diesen dieser dieses dir doch dort durch ein eine einem einen einer eines ' +
      'einige einmal etwas euch euer eure fur gegen gewesen habe haben hat hatte hier hin hinter ' +
      'ich ihm ihn ihnen ihr ihre ihrem ihren ihrer ihres indem ins ist jede jedem jeden jeder jedes ' +
      'jetzt kann kein keine keinem keinen keiner konnen konnte man mein meine mich mir mit muss nach ' +
      'nicht nichts noch nun nur oder ohne sehr sein seine seinem seinen seiner selbst sich sie sind ' +
      'so solche soll sollte sondern sonst uber und uns unser unsere unter viel vom von vor wahrend ' +
      'war waren was weil welche welchem welchen welcher wenn werde werden wie wieder will wir wird ' +
      'wo wurde wurden zum zur zwar zwischen'
    ).split(' '),
  ),
};

/**
 * The indexed words of a product's description (its HTML stripped): each word of at least 3
 * letters that is no number and no function word, with its stem, once. Compounds are not split:
 * a description only says what a product is by the way.
 */
export function analyzeDescription(text: string, language: SearchLanguage): string[] {
  const words = new Set<string>();
  for (const word of tokenize(text)) {
    if (word.length < MIN_PART || /^\d+$/.test(word) || STOP_WORDS[language].has(word)) continue;
    words.add(word);
    words.add(stemWord(word, language));
  }
  return [...words];
}

/**
 * Words shoppers use for what the catalogue names otherwise, per language: each maps to the
 * catalogue's words (as tokenize gives them) that the query also looks for.
 */
export const SEARCH_SYNONYMS: Record<
  SearchLanguage,
  Readonly<Record<string, readonly string[]>>
> = {
  nl: {
    pamper: ['luier'],
    pampers: ['luiers'],
    tuttebel: ['fopspeen'],
    tut: ['fopspeen'],
    speen: ['fopspeen', 'speenkoord'],
    maxicosi: ['autostoeltje'],
    kinderzitje: ['autostoel'],
    kinderbed: ['ledikant'],
    babybed: ['ledikant'],
    kraamcadeau: ['cadeau'],
    flesje: ['fles'],
    bodysuit: ['romper'],
    body: ['romper'],
  },
  de: {
    nuckel: ['schnuller'],
    nuggi: ['schnuller'],
    schnulli: ['schnuller'],
    pampers: ['windeln'],
    autokindersitz: ['kindersitz', 'babyschale'],
    autositz: ['kindersitz', 'babyschale'],
    autositze: ['kindersitz', 'babyschale'],
    maxicosi: ['babyschale'],
    kinderbett: ['babybett'],
    gitterbett: ['babybett'],
    laufstall: ['laufgitter'],
    stubenwagen: ['wiege'],
    babyfon: ['babyphone'],
    schnuffeltuch: ['schmusetuch'],
  },
};

/**
 * The words a query term looks for: the term, its stem, and the stems of its synonyms,
 * without repeats, the term first.
 */
export function termAlternatives(term: string, language: SearchLanguage): string[] {
  const words = [term, stemWord(term, language)];
  for (const synonym of SEARCH_SYNONYMS[language][term] ?? []) {
    words.push(synonym, stemWord(synonym, language));
  }
  return [...new Set(words)];
}
