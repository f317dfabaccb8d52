import { describe, expect, it } from 'vitest';
import { DutchAddressCsvReader, DutchAddressFileError } from './nl-address-csv.ts';

/** The addresses of a file's lines, or the error that stopped the reading. */
function readAll(lines: string[]) {
  const reader = new DutchAddressCsvReader();
  const addresses = lines.map((line) => reader.read(line)).filter((a) => a !== null);
  reader.finish();
  return addresses;
}

function refusal(lines: string[]): DutchAddressFileError {
  try {
    readAll(lines);
  } catch (error) {
    if (error instanceof DutchAddressFileError) return error;
    throw error;
  }
  throw new Error('the file was read');
}

describe('DutchAddressCsvReader', () => {
  it('reads the register’s columns separated by ";", the postcode written without its space', () => {
    expect(
      readAll([
        'postcode;huisnummer;straat;woonplaats',
        '1071 XX;1;Museumstraat;Amsterdam',
        '',
        '3512jc;21;Domplein;Utrecht',
      ]),
    ).toEqual([
      { postcode: '1071XX', houseNumber: 1, street: 'Museumstraat', city: 'Amsterdam' },
      { postcode: '3512JC', houseNumber: 21, street: 'Domplein', city: 'Utrecht' },
    ]);
  });

  it('finds the columns by name among others, separated by ",", quoted or not', () => {
    expect(
      readAll([
        '\uFEFFopenbareruimte,huisnummer,huisletter,woonplaats,postcode\r',
        '"Plein",29,,"\'s-Gravenhage",2511CS\r',
        '"Museum ""plein""",6,A,Amsterdam,1071DJ',
      ]),
    ).toEqual([
      { postcode: '2511CS', houseNumber: 29, street: 'Plein', city: "'s-Gravenhage" },
      { postcode: '1071DJ', houseNumber: 6, street: 'Museum "plein"', city: 'Amsterdam' },
    ]);
  });

  it('refuses a header without the needed columns, saying which', () => {
    const error = refusal(['postcode;nummer;straat;plaats', '1071XX;1;Museumstraat;Amsterdam']);
    expect(error.line).toBe(1);
    expect(error.message).toContain('missing: huisnummer');
  });

  it('names the line and column of a value it cannot read', () => {
    const header = 'postcode;huisnummer;straat;woonplaats';
    const cases: [string, string, string][] = [
      ['1071XX;1a;Museumstraat;Amsterdam', 'huisnummer', '"1a" is not a house number'],
      ['1071XX;0;Museumstraat;Amsterdam', 'huisnummer', 'is not a house number'],
      ['1071XX;100000;Museumstraat;Amsterdam', 'huisnummer', 'is not a house number'],
      ['10115;1;Museumstraat;Amsterdam', 'postcode', '"10115" is not a Dutch postcode'],
      ['1071XX;1;;Amsterdam', 'straat', 'is empty'],
      ['1071XX;1;Museumstraat', 'woonplaats', 'too few'],
      [`1071XX;1;${'x'.repeat(101)};Amsterdam`, 'straat', 'longer than 100'],
    ];
    for (const [line, column, problem] of cases) {
      const error = refusal([header, '1071DJ;6;Museumplein;Amsterdam', line]);
      expect(error.line, line).toBe(3);
      expect(error.column, line).toBe(column);
      expect(error.message, line).toContain(problem);
      expect(error.message, line).toMatch(/^line 3, column "\w+": /);
    }
  });

  it('refuses an unclosed quote and an empty file', () => {
    expect(
      refusal(['postcode,huisnummer,straat,woonplaats', '1071XX,1,"Museumstraat,A']).line,
    ).toBe(2);
    expect(refusal([]).message).toContain('no header');
    expect(refusal(['', ' ']).message).toContain('no header');
  });
});
