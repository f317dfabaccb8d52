import { describe, expect, it } from 'vitest';
import { CsvFormatError, CsvReader, csvField, detectDelimiter } from './csv.ts';

function readAll(text: string, pieces: number): { line: number; fields: string[] }[] {
  const reader = new CsvReader();
  const out = [];
  const size = Math.max(1, Math.ceil(text.length / pieces));
  for (let i = 0; i < text.length; i += size) out.push(...reader.push(text.slice(i, i + size)));
  out.push(...reader.end());
  return out;
}

describe('CsvReader', () => {
  const file =
    'sku;name_nl;description_nl\r\nA-1;"Kinderwagen; blauw";"Regel 1\nRegel 2 met ""quotes"""\r\nB-2;Box;\n\nC-3;"";x';

  it('reads quoted fields with delimiters, line breaks and doubled quotes, in any piece size', () => {
    const expected = [
      { line: 1, fields: ['sku', 'name_nl', 'description_nl'] },
      { line: 2, fields: ['A-1', 'Kinderwagen; blauw', 'Regel 1\nRegel 2 met "quotes"'] },
      { line: 4, fields: ['B-2', 'Box', ''] },
      { line: 6, fields: ['C-3', '', 'x'] },
    ];
    for (const pieces of [1, 2, 3, 7, 50, file.length]) {
      expect(readAll(file, pieces)).toEqual(expected);
    }
  });

  it('finds the delimiter of the header', () => {
    expect(detectDelimiter('a,b,c')).toBe(',');
    expect(detectDelimiter('a;b;c')).toBe(';');
    expect(detectDelimiter('a\tb')).toBe('\t');
    expect(detectDelimiter('sku')).toBe(',');
  });

  it('refuses a quote that is never closed, naming its line', () => {
    const reader = new CsvReader();
    reader.push('sku,name_nl\nA,"open\nmore\n');
    expect(() => reader.end()).toThrow(CsvFormatError);
    try {
      reader.end();
    } catch (error) {
      expect((error as CsvFormatError).line).toBe(2);
    }
  });
});

describe('csvField', () => {
  it('quotes what needs quotes and keeps formulas from spreadsheets, numbers as they are', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvField('-5')).toBe('-5');
    expect(csvField('-x')).toBe(`"'-x"`);
  });
});
