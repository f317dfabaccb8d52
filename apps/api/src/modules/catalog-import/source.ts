/**
 * Reads an import file from disk in pieces and hands out its rows in batches, each row read into
 * a product or its problems by field: CSV (any size, the memory of one batch) or the JSON seed
 * format. Bytes that are not UTF-8 become U+FFFD while decoding, which the row rules report as
 * an encoding problem of the field that holds them. A file that cannot be read on (a quote left
 * open, broken JSON brackets) ends with a problem of the file at the line where it broke.
 */
import { createReadStream } from 'node:fs';
import {
  CsvFormatError,
  CsvReader,
  type ImportHeader,
  type ImportProblem,
  type ImportProduct,
  JsonFormatError,
  JsonProductSplitter,
  readImportHeader,
  readImportRow,
  readSeedProduct,
} from '@shop/core';

export interface SourceRow {
  line: number;
  sku: string | null;
  /** The row as read: CSV fields, or the product's JSON text (for the rejected rows' file). */
  raw: string[] | string | null;
  product: ImportProduct | null;
  problems: ImportProblem[];
}

export interface SourceHeader {
  columns: string[] | null;
  ignored: string[];
}

const SOURCE_BATCH = 500;

/** The rows of the file in batches; `onHeader` hears the CSV header first. */
export async function* readImportFile(
  path: string,
  format: 'csv' | 'json',
  onHeader: (header: SourceHeader) => void,
  batchSize = SOURCE_BATCH,
): AsyncGenerator<SourceRow[]> {
  const decoder = new TextDecoder('utf-8');
  const rows = format === 'csv' ? csvRows(onHeader) : jsonRows(onHeader);
  let batch: SourceRow[] = [];
  let sawBytes = false;
  try {
    for await (const chunk of createReadStream(path, { highWaterMark: 256 * 1024 })) {
      sawBytes = true;
      for (const row of rows.push(decoder.decode(chunk as Buffer, { stream: true }))) {
        batch.push(row);
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
    }
    if (!sawBytes) {
      batch.push(fileProblem(1, 'The file is empty'));
    } else {
      batch.push(...rows.push(decoder.decode()), ...rows.end());
    }
  } catch (error) {
    if (error instanceof CsvFormatError || error instanceof JsonFormatError) {
      batch.push(fileProblem(error.line, error.message));
    } else throw error;
  }
  if (batch.length > 0) yield batch;
}

function fileProblem(line: number, message: string): SourceRow {
  return {
    line,
    sku: null,
    raw: null,
    product: null,
    problems: [{ field: 'file', code: 'file_format', message }],
  };
}

interface RowParser {
  push(text: string): SourceRow[];
  end(): SourceRow[];
}

function csvRows(onHeader: (header: SourceHeader) => void): RowParser {
  const reader = new CsvReader();
  let header: ImportHeader | null = null;
  let headerFailed = false;
  const rowsOf = (records: { line: number; fields: string[] }[]): SourceRow[] => {
    const out: SourceRow[] = [];
    for (const record of records) {
      if (headerFailed) continue;
      if (!header) {
        header = readImportHeader(record.fields);
        onHeader({ columns: record.fields, ignored: header.ignored });
        if (header.problems.length > 0) {
          // Without its columns no row can be read: the file's one problem list is the header's.
          headerFailed = true;
          out.push({
            line: record.line,
            sku: null,
            raw: record.fields,
            product: null,
            problems: header.problems,
          });
        }
        continue;
      }
      const { product, problems } = readImportRow(record.fields, header);
      const skuAt = header.columns.get('sku');
      const sku = skuAt === undefined ? null : (record.fields[skuAt] ?? '').trim() || null;
      out.push({ line: record.line, sku, raw: record.fields, product, problems });
    }
    return out;
  };
  return {
    push: (text) => rowsOf(reader.push(text)),
    end: () => {
      const rows = rowsOf(reader.end());
      if (!header) rows.push(fileProblem(1, 'The file has no header row'));
      return rows;
    },
  };
}

function jsonRows(onHeader: (header: SourceHeader) => void): RowParser {
  const splitter = new JsonProductSplitter();
  onHeader({ columns: null, ignored: [] });
  const rowsOf = (elements: { line: number; text: string }[]): SourceRow[] =>
    elements.map(({ line, text }) => {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return {
          line,
          sku: null,
          raw: text,
          product: null,
          problems: [
            { field: 'product', code: 'file_format', message: 'The product is no valid JSON' },
          ],
        };
      }
      const { product, problems } = readSeedProduct(value);
      const sku =
        typeof (value as { sku?: unknown })?.sku === 'string'
          ? (value as { sku: string }).sku
          : null;
      return { line, sku, raw: text, product, problems };
    });
  return {
    push: (text) => rowsOf(splitter.push(text)),
    end: () => {
      splitter.end();
      return [];
    },
  };
}
