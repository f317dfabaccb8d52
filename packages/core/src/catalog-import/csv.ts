/**
 * A CSV reader that takes the file in pieces and hands out whole records as they complete, so a
 * file of any size is read with the memory of one record (RFC 4180: fields in double quotes may
 * hold the delimiter, line breaks and doubled quotes). Each record carries the line it starts
 * on, for reports by line. The delimiter is the one of `,`, `;` and tab that the first line
 * holds most often (spreadsheets set to Dutch or German write `;`). A carriage return outside
 * quotes is dropped, so CRLF and LF files read alike.
 */

export interface CsvRecord {
  /** The line the record starts on (1 for the header). */
  line: number;
  fields: string[];
}

/** A file that cannot be read as CSV from `line` on (an open quote, a record too long). */
export class CsvFormatError extends Error {
  constructor(
    readonly line: number,
    readonly reason: 'unterminated_quote' | 'record_too_long',
  ) {
    super(
      reason === 'unterminated_quote'
        ? `The quoted field opened on line ${line} is never closed`
        : `The record on line ${line} is longer than the reader accepts`,
    );
  }
}

/** Longest record accepted, in characters: a quote left open does not read the whole file. */
export const MAX_CSV_RECORD_CHARS = 1_000_000;

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the header line uses most often (`,` when it holds none). */
export function detectDelimiter(headerLine: string): string {
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = headerLine.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

export class CsvReader {
  #delimiter: string | null;
  #head = '';
  #field = '';
  #fields: string[] = [];
  #inQuotes = false;
  /** A quote seen inside a quoted field: a doubled quote or the field's end. */
  #quoteSeen = false;
  #line = 1;
  #recordLine = 1;
  #recordChars = 0;
  #started = false;

  constructor(options: { delimiter?: string } = {}) {
    this.#delimiter = options.delimiter ?? null;
  }

  get delimiter(): string | null {
    return this.#delimiter;
  }

  /** The records completed by `text`. */
  push(text: string): CsvRecord[] {
    if (this.#delimiter === null) {
      this.#head += text;
      const end = this.#head.indexOf('\n');
      if (end < 0) {
        if (this.#head.length > MAX_CSV_RECORD_CHARS) {
          throw new CsvFormatError(1, 'record_too_long');
        }
        return [];
      }
      this.#delimiter = detectDelimiter(this.#head.slice(0, end));
      text = this.#head;
      this.#head = '';
    }
    return this.#consume(text);
  }

  /** The last record (a file need not end with a line break). */
  end(): CsvRecord[] {
    const out: CsvRecord[] = [];
    if (this.#delimiter === null) {
      this.#delimiter = detectDelimiter(this.#head);
      out.push(...this.#consume(this.#head));
      this.#head = '';
    }
    if (this.#inQuotes && !this.#quoteSeen)
      throw new CsvFormatError(this.#recordLine, 'unterminated_quote');
    if (this.#started) {
      this.#fields.push(this.#field);
      out.push({ line: this.#recordLine, fields: this.#fields });
    }
    this.#fields = [];
    this.#field = '';
    this.#started = false;
    return out;
  }

  #consume(text: string): CsvRecord[] {
    const out: CsvRecord[] = [];
    const delimiter = this.#delimiter!;
    let plainFrom = -1;
    const flushPlain = (to: number) => {
      if (plainFrom >= 0) {
        this.#field += text.slice(plainFrom, to);
        plainFrom = -1;
      }
    };
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (this.#inQuotes) {
        if (this.#quoteSeen) {
          this.#quoteSeen = false;
          if (ch === '"') {
            this.#field += '"';
            continue;
          }
          // The quote closed the field; this character is read as outside quotes.
          this.#inQuotes = false;
        } else {
          if (ch === '"') {
            flushPlain(i);
            this.#quoteSeen = true;
          } else {
            if (ch === '\n') this.#line += 1;
            if (plainFrom < 0) plainFrom = i;
          }
          continue;
        }
      }
      // Outside quotes.
      if (ch === '"' && this.#field.length === 0 && plainFrom < 0) {
        this.#started = true;
        this.#inQuotes = true;
        continue;
      }
      if (ch === delimiter) {
        flushPlain(i);
        this.#started = true;
        this.#fields.push(this.#field);
        this.#field = '';
        continue;
      }
      if (ch === '\r') {
        flushPlain(i);
        continue;
      }
      if (ch === '\n') {
        flushPlain(i);
        if (this.#started || this.#field.length > 0) {
          this.#fields.push(this.#field);
          out.push({ line: this.#recordLine, fields: this.#fields });
        }
        this.#fields = [];
        this.#field = '';
        this.#started = false;
        this.#recordChars = 0;
        this.#line += 1;
        this.#recordLine = this.#line;
        continue;
      }
      this.#started = true;
      if (plainFrom < 0) plainFrom = i;
    }
    flushPlain(text.length);
    this.#recordChars += text.length;
    if (this.#recordChars > MAX_CSV_RECORD_CHARS && (this.#started || this.#inQuotes)) {
      const pending = this.#field.length + this.#fields.reduce((sum, f) => sum + f.length, 0);
      if (pending > MAX_CSV_RECORD_CHARS) {
        throw new CsvFormatError(this.#recordLine, 'record_too_long');
      }
    }
    return out;
  }
}

/** One field for a CSV file: quoted when it holds a delimiter, a quote or a line break. */
export function csvField(value: string, delimiter = ','): string {
  if (value.includes(delimiter) || /["\r\n]/.test(value)) return `"${value.replace(/"/g, '""')}"`;
  // A leading = or @ (or + or - not starting a number) would be read as a formula by
  // spreadsheets: a quote mark keeps it text. Numbers such as -5 stay as they are.
  if (/^[=@]|^[+-](?![\d.])/.test(value)) return `"'${value.replace(/"/g, '""')}"`;
  return value;
}
