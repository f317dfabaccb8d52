/**
 * Reading an extract of the Dutch address register one line at a time (the full register has
 * about ten million lines, so a file is never held whole). The first line names the columns;
 * the four needed are found by name, in any order, among any others (letters, additions,
 * coordinates): postcode, huisnummer, straat (or openbareruimte), woonplaats, or their English
 * names. Values are separated by ';' or ',' (the header says which) and may be quoted.
 * A line that cannot be read stops the import with its line number and column.
 */
import { compactPostcode, type DutchAddress, MAX_DUTCH_HOUSE_NUMBER } from './nl-street-ranges.ts';

/** The longest street or town name taken (the register's names have at most 80 characters). */
export const MAX_DUTCH_ADDRESS_NAME = 100;

type Column = 'postcode' | 'houseNumber' | 'street' | 'city';

/** The header names each column goes by (lower case; spaces, '-' and '_' ignored). */
const COLUMN_NAMES: Record<Column, readonly string[]> = {
  postcode: ['postcode', 'zipcode'],
  houseNumber: ['huisnummer', 'housenumber', 'number'],
  street: ['straat', 'straatnaam', 'openbareruimte', 'openbareruimtenaam', 'street'],
  city: ['woonplaats', 'woonplaatsnaam', 'plaats', 'city', 'town'],
};

/** A line of the file that cannot be read: where it is and what is wrong. */
export class DutchAddressFileError extends Error {
  constructor(
    readonly line: number,
    readonly column: string | null,
    readonly problem: string,
  ) {
    super(`line ${line}${column ? `, column "${column}"` : ''}: ${problem}`);
    this.name = 'DutchAddressFileError';
  }
}

interface Layout {
  separator: ';' | ',';
  /** Index of each needed column in a line, and its name as the header writes it. */
  index: Record<Column, number>;
  name: Record<Column, string>;
  /** The fewest values a line must have to reach every needed column. */
  width: number;
}

/**
 * Reads the lines of an extract in order: `read(line)` answers the address of a line, or null
 * for the header and blank lines, and throws a DutchAddressFileError for a line it cannot read.
 */
export class DutchAddressCsvReader {
  private layout: Layout | null = null;
  private lineNumber = 0;

  /** Lines read so far (the header and blank lines included). */
  get lines(): number {
    return this.lineNumber;
  }

  read(raw: string): DutchAddress | null {
    this.lineNumber += 1;
    // A byte order mark before the header, a Windows line end after any line.
    const line = (this.lineNumber === 1 ? raw.replace(/^\uFEFF/, '') : raw).replace(/\r$/, '');
    if (line.trim() === '') return null;
    if (!this.layout) {
      this.layout = readHeader(line, this.lineNumber);
      return null;
    }
    const { separator, index, name, width } = this.layout;
    const values = splitLine(line, separator, this.lineNumber);
    if (values.length < width) {
      const missing = (Object.keys(index) as Column[]).find(
        (column) => index[column] >= values.length,
      )!;
      throw new DutchAddressFileError(
        this.lineNumber,
        name[missing],
        `the line has ${values.length} values, too few to reach this column`,
      );
    }
    const value = (column: Column) => values[index[column]]!.trim();
    const fail = (column: Column, problem: string): never => {
      throw new DutchAddressFileError(this.lineNumber, name[column], problem);
    };

    const postcode = compactPostcode(value('postcode'));
    if (!postcode) {
      fail('postcode', `${quoted(value('postcode'))} is not a Dutch postcode (1234AB or 1234 AB)`);
    }
    const numberText = value('houseNumber');
    if (!/^[1-9][0-9]{0,4}$/.test(numberText)) {
      fail(
        'houseNumber',
        `${quoted(numberText)} is not a house number (a whole number from 1 to ${MAX_DUTCH_HOUSE_NUMBER})`,
      );
    }
    const street = readName(value('street'), (problem) => fail('street', problem));
    const city = readName(value('city'), (problem) => fail('city', problem));
    return { postcode: postcode!, houseNumber: Number(numberText), street, city };
  }

  /** Throws when the file ended before its header (an empty file). */
  finish(): void {
    if (!this.layout) {
      throw new DutchAddressFileError(this.lineNumber, null, 'the file has no header line');
    }
  }
}

function readHeader(line: string, lineNumber: number): Layout {
  const separator = line.includes(';') ? ';' : ',';
  const names = splitLine(line, separator, lineNumber).map((name) => name.trim());
  const normalized = names.map((name) => name.toLowerCase().replace(/[\s_-]/g, ''));
  const index = {} as Record<Column, number>;
  const name = {} as Record<Column, string>;
  const missing: string[] = [];
  for (const column of Object.keys(COLUMN_NAMES) as Column[]) {
    const at = normalized.findIndex((header) => COLUMN_NAMES[column].includes(header));
    if (at < 0) missing.push(COLUMN_NAMES[column][0]!);
    index[column] = at;
    name[column] = names[at]!;
  }
  if (missing.length > 0) {
    throw new DutchAddressFileError(
      lineNumber,
      null,
      `the header must name the columns postcode, huisnummer, straat and woonplaats (separated by ';' or ','); missing: ${missing.join(', ')}`,
    );
  }
  return { separator, index, name, width: Math.max(...Object.values(index)) + 1 };
}

/** The values of one line; a value in double quotes may hold the separator and "" for a quote. */
function splitLine(line: string, separator: string, lineNumber: number): string[] {
  const values: string[] = [];
  let at = 0;
  while (true) {
    if (line[at] === '"') {
      let value = '';
      let cursor = at + 1;
      while (true) {
        const quote = line.indexOf('"', cursor);
        if (quote < 0) {
          throw new DutchAddressFileError(
            lineNumber,
            null,
            `a quoted value of column ${values.length + 1} is not closed`,
          );
        }
        value += line.slice(cursor, quote);
        if (line[quote + 1] === '"') {
          value += '"';
          cursor = quote + 2;
          continue;
        }
        cursor = quote + 1;
        break;
      }
      values.push(value);
      if (cursor >= line.length) return values;
      if (line[cursor] !== separator) {
        throw new DutchAddressFileError(
          lineNumber,
          null,
          `column ${values.length} has text after its closing quote`,
        );
      }
      at = cursor + 1;
    } else {
      const end = line.indexOf(separator, at);
      if (end < 0) {
        values.push(line.slice(at));
        return values;
      }
      values.push(line.slice(at, end));
      at = end + 1;
    }
  }
}

function readName(value: string, fail: (problem: string) => never): string {
  if (value === '') fail('is empty');
  if (value.length > MAX_DUTCH_ADDRESS_NAME) {
    fail(`is longer than ${MAX_DUTCH_ADDRESS_NAME} characters`);
  }
  // Control characters never belong in a name (a binary file or a broken export).
  if (/\p{Cc}/u.test(value)) fail(`${quoted(value)} holds a control character`);
  return value.replace(/\s+/g, ' ');
}

function quoted(value: string): string {
  return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
}
