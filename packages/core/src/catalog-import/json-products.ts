/**
 * Reads the products of a file in the shop's JSON seed format (`{"categories": …,
 * "products": [ {…}, {…} ]}`, as `npm run catalog:generate` writes it) or a plain array of
 * products, in pieces: each product's text is handed out as soon as it is complete, with the
 * line it starts on, and parsed on its own. The rest of the file (categories, attributes) is
 * walked over without being kept, so a file of any size needs the memory of one product.
 */

export interface JsonElement {
  line: number;
  text: string;
}

export class JsonFormatError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Largest product accepted, in characters. */
export const MAX_JSON_PRODUCT_CHARS = 5_000_000;

export class JsonProductSplitter {
  #mode: 'start' | 'object' | 'array' | 'done' = 'start';
  #depth = 0;
  #inString = false;
  #escape = false;
  #line = 1;
  /** The last string read at the top level of the object (a key, or a value). */
  #key = '';
  #keyOpen = false;
  /** The depth of the products array's elements; 0 when not inside it. */
  #arrayDepth = 0;
  #foundProducts = false;
  #element: string | null = null;
  #elementLine = 0;
  #elementDepth = 0;

  push(text: string): JsonElement[] {
    const out: JsonElement[] = [];
    let from = this.#element === null ? -1 : 0;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '\n') this.#line += 1;
      if (this.#inString) {
        if (this.#escape) this.#escape = false;
        else if (ch === '\\') this.#escape = true;
        else if (ch === '"') {
          this.#inString = false;
          this.#keyOpen = false;
        } else if (this.#keyOpen && this.#key.length < 64) this.#key += ch;
        continue;
      }
      if (ch === ' ' || ch === '\n' || ch === '\r' || ch === '\t') continue;
      if (this.#mode === 'start') {
        if (ch === '\uFEFF') continue;
        if (ch === '{') this.#mode = 'object';
        else if (ch === '[') {
          this.#mode = 'array';
          this.#arrayDepth = 1;
          this.#foundProducts = true;
        } else throw new JsonFormatError(this.#line, 'The file is no JSON object or array');
        this.#depth = 1;
        continue;
      }
      if (this.#mode === 'done')
        throw new JsonFormatError(this.#line, 'Text after the end of the JSON');
      const inArray = this.#arrayDepth > 0;
      // The start of an element of the products array.
      if (
        inArray &&
        this.#element === null &&
        this.#depth === this.#arrayDepth &&
        ch !== ',' &&
        ch !== ']'
      ) {
        this.#element = '';
        this.#elementLine = this.#line;
        this.#elementDepth = this.#depth;
        from = i;
      }
      if (ch === '"') {
        this.#inString = true;
        if (this.#depth === 1 && this.#mode === 'object') {
          this.#key = '';
          this.#keyOpen = true;
        }
        continue;
      }
      if (ch === '{' || ch === '[') {
        if (
          ch === '[' &&
          this.#mode === 'object' &&
          this.#depth === 1 &&
          this.#key === 'products'
        ) {
          this.#arrayDepth = 2;
          this.#foundProducts = true;
        }
        this.#depth += 1;
        continue;
      }
      if (ch === '}' || ch === ']') {
        if (inArray && this.#element !== null && this.#depth === this.#elementDepth) {
          // A primitive element ends at the array's end.
          out.push(this.#finish(text.slice(from, i)));
          from = -1;
        }
        this.#depth -= 1;
        if (this.#depth < 0)
          throw new JsonFormatError(this.#line, 'A bracket closes that never opened');
        if (inArray && this.#element !== null && this.#depth === this.#elementDepth) {
          out.push(this.#finish(text.slice(from, i + 1)));
          from = -1;
        } else if (inArray && this.#depth === this.#arrayDepth - 1) {
          this.#arrayDepth = 0;
        }
        if (this.#depth === 0) this.#mode = 'done';
        continue;
      }
      if (ch === ',' && inArray && this.#element !== null && this.#depth === this.#elementDepth) {
        out.push(this.#finish(text.slice(from, i)));
        from = -1;
      }
    }
    if (this.#element !== null && from >= 0) {
      this.#element += text.slice(from);
      if (this.#element.length > MAX_JSON_PRODUCT_CHARS) {
        throw new JsonFormatError(this.#elementLine, 'A product is larger than the import accepts');
      }
    }
    return out;
  }

  end(): void {
    if (this.#mode === 'start') throw new JsonFormatError(this.#line, 'The file is empty');
    if (this.#inString || this.#depth !== 0) {
      throw new JsonFormatError(this.#line, 'The JSON ends before its brackets are closed');
    }
    if (!this.#foundProducts) throw new JsonFormatError(1, 'The file has no "products" list');
  }

  #finish(tail: string): JsonElement {
    const element = { line: this.#elementLine, text: (this.#element ?? '') + tail };
    this.#element = null;
    return element;
  }
}
