import { describe, expect, it } from 'vitest';
import {
  analyzeDescription,
  analyzeText,
  compoundHeadForms,
  splitAtHead,
  splitCompound,
  stemWord,
  stripDutchDiminutive,
  termAlternatives,
} from './analyze.ts';

describe('stripDutchDiminutive', () => {
  it('takes the diminutive ending off, singular and plural', () => {
    expect(stripDutchDiminutive('autostoeltje')).toBe('autostoel');
    expect(stripDutchDiminutive('autostoeltjes')).toBe('autostoel');
    expect(stripDutchDiminutive('boxpakje')).toBe('boxpak');
    expect(stripDutchDiminutive('balletje')).toBe('bal');
    expect(stripDutchDiminutive('koninkje')).toBe('koning');
  });
  it('leaves other words and too short a base alone', () => {
    expect(stripDutchDiminutive('kinderwagen')).toBe('kinderwagen');
    expect(stripDutchDiminutive('tje')).toBe('tje');
  });
});

describe('stemWord', () => {
  it('gives a Dutch word, its plural and its diminutive one stem', () => {
    const stem = stemWord('autostoel', 'nl');
    expect(stemWord('autostoelen', 'nl')).toBe(stem);
    expect(stemWord('autostoeltje', 'nl')).toBe(stem);
    expect(stemWord('autostoeltjes', 'nl')).toBe(stem);
    expect(stemWord('luiers', 'nl')).toBe(stemWord('luier', 'nl'));
    expect(stemWord('grijze', 'nl')).toBe(stemWord('grijs', 'nl'));
  });
  it('gives a German word and its plural one stem', () => {
    expect(stemWord('autositze', 'de')).toBe(stemWord('autositz', 'de'));
    expect(stemWord('babyschalen', 'de')).toBe(stemWord('babyschale', 'de'));
    expect(stemWord('windeln', 'de')).toBe(stemWord('windel', 'de'));
  });
  it('leaves numbers and short words as they are', () => {
    expect(stemWord('0', 'nl')).toBe('0');
    expect(stemWord('r129', 'de')).toBe('r129');
    expect(stemWord('jas', 'nl')).toBe('jas');
  });
});

describe('splitCompound', () => {
  const vocabulary = new Set(['kinderwagen', 'zubehor', 'auto', 'stoel', 'schwanger', 'kissen']);
  const isKnown = (word: string) => vocabulary.has(word);

  it('splits into known parts, the head last, each as its stem', () => {
    expect(splitCompound('kinderwagenzubehor', 'de', isKnown)).toEqual([
      stemWord('kinderwagen', 'de'),
      stemWord('zubehor', 'de'),
    ]);
    expect(splitCompound('autostoel', 'nl', isKnown)).toEqual(['auto', stemWord('stoel', 'nl')]);
  });
  it('passes over a linking sound between parts', () => {
    expect(splitCompound('schwangerschaftskissen', 'de', isKnown)).toBeNull();
    vocabulary.add('schaft');
    expect(splitCompound('schwangerschaftskissen', 'de', (w) => vocabulary.has(w))).toHaveLength(3);
  });
  it('answers null for a word that is not made of known parts', () => {
    expect(splitCompound('babyfoon', 'nl', isKnown)).toBeNull();
    expect(splitCompound('kinderwagen', 'de', isKnown)).toBeNull();
  });
});

describe('splitAtHead', () => {
  it('splits a compound before the head a shopper names, whatever its modifier', () => {
    expect(splitAtHead('geschenkgutschein', 'gutschein')).toEqual(['geschenk', 'gutschein']);
    expect(splitAtHead('autostoel', 'stoel')).toEqual(['auto', 'stoel']);
    expect(splitAtHead('kinderstoel', 'stoel')).toEqual(['kinder', 'stoel']);
    expect(splitAtHead('kinderwagen', 'wagen')).toEqual(['kinder', 'wagen']);
    // The linking sound stays with the modifier.
    expect(splitAtHead('schwangerschaftskissen', 'kissen')).toEqual(['schwangerschafts', 'kissen']);
  });
  it('leaves a word that does not end with the head, or is the head itself, unsplit', () => {
    expect(splitAtHead('gutschein', 'gutschein')).toBeNull();
    expect(splitAtHead('kinderwagens', 'wagen')).toBeNull();
    expect(splitAtHead('stoelen', 'stoel')).toBeNull();
  });
  it('needs a modifier of 3 letters and a head of 4', () => {
    expect(splitAtHead('duowagen', 'wagen')).toEqual(['duo', 'wagen']);
    expect(splitAtHead('mwagen', 'wagen')).toBeNull();
    // Short or generic words would find every word that happens to end with them.
    expect(splitAtHead('luiertas', 'tas')).toBeNull();
    expect(splitAtHead('adapterset', 'set')).toBeNull();
    expect(splitAtHead('ledikant', 'ant')).toBeNull();
  });
  it('does not split numbers', () => {
    expect(splitAtHead('r1290000', '0000')).toBeNull();
  });
});

describe('compoundHeadForms', () => {
  it('is the term and its stem, as long as they are 4 letters or more', () => {
    expect(compoundHeadForms('gutschein', 'de')).toEqual(['gutschein']);
    expect(compoundHeadForms('gutscheine', 'de')).toEqual(['gutscheine', 'gutschein']);
    expect(compoundHeadForms('stoelen', 'nl')).toEqual(['stoelen', 'stoel']);
    expect(compoundHeadForms('stoeltje', 'nl')).toEqual(['stoeltje', 'stoel']);
    // wagen's Dutch stem is "wag": too short to be looked for.
    expect(compoundHeadForms('wagen', 'nl')).toEqual(['wagen']);
  });
  it('is nothing for short words and numbers', () => {
    expect(compoundHeadForms('bed', 'nl')).toEqual([]);
    expect(compoundHeadForms('tas', 'nl')).toEqual([]);
    expect(compoundHeadForms('2025', 'de')).toEqual([]);
  });
});

describe('analyzeText', () => {
  it('weighs a hyphenated compound: head strong, modifier weak, written together strong', () => {
    const analyzed = analyzeText('Autositz-Zubehör', 'de');
    expect(analyzed.strong).toContain('zubehor');
    expect(analyzed.strong).toContain('autositzzubehor');
    expect(analyzed.weak).toContain('autositz');
    expect(analyzed.strong).not.toContain('autositz');
  });
  it('keeps separate words strong, with their stems', () => {
    const analyzed = analyzeText('Autostoeltjes 0-15 maanden', 'nl');
    expect(analyzed.strong).toEqual(
      expect.arrayContaining(['autostoeltjes', stemWord('autostoeltjes', 'nl'), '0', '15']),
    );
    expect(analyzed.weak).toEqual([]);
  });
  it('splits a one-word compound by the vocabulary', () => {
    const analyzed = analyzeText(
      'Kinderwagenzubehör',
      'de',
      (w) => w === 'kinderwagen' || w === 'zubehor',
    );
    expect(analyzed.strong).toContain(stemWord('zubehor', 'de'));
    expect(analyzed.weak).toContain(stemWord('kinderwagen', 'de'));
  });
});

describe('analyzeDescription', () => {
  it('is the words of the text without its HTML, with their stems, each once', () => {
    const words = analyzeDescription(
      '<p>Wasbare <strong>hoezen</strong>,&nbsp;wasbaar op 60 graden.</p><ul><li>Hoezen</li></ul>',
      'nl',
    );
    expect(words).toEqual(
      expect.arrayContaining(['wasbare', 'hoezen', stemWord('hoezen', 'nl'), 'wasbaar', 'graden']),
    );
    expect(new Set(words).size).toBe(words.length);
    expect(words.some((word) => /[<>&]|strong|nbsp/.test(word))).toBe(false);
  });
  it('leaves out numbers, words under 3 letters and function words', () => {
    expect(analyzeDescription('Een jas voor de winter, 2 jaar oud, op je', 'nl')).toEqual([
      ...new Set([
        'jas',
        'winter',
        stemWord('winter', 'nl'),
        'jaar',
        stemWord('jaar', 'nl'),
        'oud',
      ]),
    ]);
    expect(analyzeDescription('Ideal für Ihr Baby und die ganze Familie', 'de')).toEqual(
      expect.not.arrayContaining(['fur', 'ihr', 'und', 'die']),
    );
    expect(analyzeDescription('Ideal für Ihr Baby und die ganze Familie', 'de')).toEqual(
      expect.arrayContaining(['ideal', 'baby', 'ganze', 'familie']),
    );
  });
});

describe('termAlternatives', () => {
  it('is the term, its stem and its synonyms with theirs', () => {
    expect(termAlternatives('nuckel', 'de')).toEqual(
      expect.arrayContaining(['nuckel', 'schnuller', stemWord('schnuller', 'de')]),
    );
    expect(termAlternatives('pampers', 'nl')).toEqual(
      expect.arrayContaining(['pampers', 'luiers', stemWord('luiers', 'nl')]),
    );
    expect(termAlternatives('kinderwagen', 'nl')[0]).toBe('kinderwagen');
  });
});
