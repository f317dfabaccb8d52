import { describe, expect, it } from 'vitest';
import {
  analyzeText,
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
