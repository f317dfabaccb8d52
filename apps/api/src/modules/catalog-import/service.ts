/**
 * The catalogue import, product edits and the stock and price feeds (decision 74).
 *
 * An import is a job: the file is kept on disk as it arrives, then read twice, in batches, never
 * whole. The first pass checks every row (its fields, duplicate skus and url keys in the file,
 * categories, url keys of other products, images) and stores each rejected row with its problems
 * by field; a file with any rejected row is rejected whole and nothing is written. The second
 * pass writes the file in one transaction (checked again inside it), so a file is in entirely or
 * not at all. A row whose product is already as the row says is not written, so the same file
 * imported twice changes nothing. After the commit the changed products' documents, URLs and
 * sitemap entries are rebuilt through the catalogue's indexer, and the caches are forgotten.
 */
import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type {
  CatalogCategory,
  CatalogCategoryQuery,
  CatalogImportJob,
  CatalogPriceFeedBody,
  CatalogProduct,
  CatalogProductEditBody,
  CatalogProductListQuery,
  CatalogProductRow,
  CatalogStockFeedBody,
} from '@shop/contracts';
import {
  categoryChoices,
  csvField,
  type ImportProblem,
  type ImportProduct,
  isMediaPath,
  isValidEan8,
  isValidEan13,
  ROOT_CATEGORY_ID,
  searchCategoryChoices,
  shopDateBound,
  slugify,
  sortTierPrices,
} from '@shop/core';
import type { Executor } from '@shop/db';
import type { RecordChange } from '../../lib/audit.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import { entriesOf, ProductIds, type VariantLookup, variationProblems } from './configurables.ts';
import type { MediaStore } from './media.ts';
import {
  applyRow,
  auditView,
  importConflict,
  isEditable,
  type ProductWrite,
  planWrite,
  type ResolvedProduct,
  type StoredProduct,
} from './product-state.ts';
import type { CatalogImportRepository, CategoryRow, JobRow, RejectRow } from './repository.ts';
import { readImportFile, type SourceRow } from './source.ts';

const MAX_IMPORT_BYTES = 512 * 1024 * 1024;
/** Products whose documents are rebuilt per indexer run after an import. */
const INDEX_CHUNK = 1000;
/** Batches written between two refreshes of the planner's statistics in the write pass. */
const STATISTICS_EVERY = 10;

export interface CatalogImportDeps {
  repository: CatalogImportRepository;
  media: MediaStore;
  /** Where uploaded files wait for their job. */
  importDir: string;
  /** Rebuilds the documents, URLs and sitemap rows of products and forgets cached searches. */
  refreshProducts: (productIds: number[]) => Promise<void>;
  now: () => Date;
}

export type ImportProgress = (job: CatalogImportJob) => void;

interface Live {
  counts: Partial<JobRow>;
}

/** Everything a pass needs to resolve references, loaded once per pass. */
interface Lookup extends VariantLookup {
  categoryIds: Set<number>;
  categoryByPath: Map<string, number>;
  attributeCodes: Set<string>;
  /** Images fetched from URLs during the check, by URL. */
  fetched: Map<string, string>;
}

export class CatalogImportService {
  /** Counts of jobs running in this process, newer than their stored row while they write. */
  readonly #live = new Map<number, Live>();

  constructor(private readonly deps: CatalogImportDeps) {}

  // ------------------------------------------------------------------ import jobs

  /**
   * Takes the file of a new import onto disk (counting its bytes and its SHA-256 as they pass);
   * answers the job, which `run` then works through.
   */
  async receive(
    body: Readable,
    meta: { actor: string; fileName: string; format: 'csv' | 'json' },
  ): Promise<CatalogImportJob> {
    const { repository } = this.deps;
    const job = await repository.createJob(meta, this.deps.now());
    await mkdir(this.deps.importDir, { recursive: true });
    const path = this.fileOf(job.id);
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      await pipeline(
        body,
        async function* (source: AsyncIterable<Buffer>) {
          for await (const chunk of source) {
            bytes += chunk.length;
            if (bytes > MAX_IMPORT_BYTES) {
              throw new DomainError('too_large', 'catalogue.file_too_large', {
                max: MAX_IMPORT_BYTES / 1048576,
              });
            }
            hash.update(chunk);
            yield chunk;
          }
        },
        createWriteStream(path),
      );
    } catch (error) {
      await rm(path, { force: true });
      await repository.updateJob(
        job.id,
        {
          state: 'failed',
          failure: error instanceof DomainError ? error.message : 'The file did not arrive whole',
          file_bytes: bytes,
          finished_at: this.deps.now(),
        },
        this.deps.now(),
      );
      throw error;
    }
    if (bytes === 0) {
      await rm(path, { force: true });
      await repository.updateJob(
        job.id,
        { state: 'failed', failure: 'The file is empty', finished_at: this.deps.now() },
        this.deps.now(),
      );
      throw new DomainError('invalid', 'catalogue.file_empty', {}, { field: 'body' });
    }
    await repository.updateJob(
      job.id,
      { file_sha256: hash.digest('hex'), file_bytes: bytes },
      this.deps.now(),
    );
    return this.job(job.id);
  }

  /**
   * Works through a received job: checks the whole file, then writes it in one transaction and
   * rebuilds the changed products' documents. The audit entry is written with the products.
   */
  async run(
    jobId: number,
    record: RecordChange,
    onProgress?: ImportProgress,
  ): Promise<CatalogImportJob> {
    const row = await this.deps.repository.job(jobId);
    if (!row) throw notFound('catalogue.import_not_found', { jobId });
    const live: Live = { counts: {} };
    this.#live.set(jobId, live);
    const report = async (counts: Partial<JobRow>, store: boolean) => {
      Object.assign(live.counts, counts);
      if (store) await this.deps.repository.updateJob(jobId, counts as never, this.deps.now());
      // From what this process knows: inside the writing transaction the embedded database
      // answers no other query.
      onProgress?.(jobView({ ...row, ...live.counts } as JobRow));
    };
    try {
      const checked = await this.check(row, report);
      if (checked.rejected > 0) {
        await report({ state: 'rejected', finished_at: this.deps.now() }, true);
        await rm(this.fileOf(jobId), { force: true });
        return this.job(jobId);
      }
      await report({ state: 'applying' }, true);
      const changedIds = await this.apply(row, checked.lookup, record, report);
      await report({ state: 'indexing' }, true);
      for (let i = 0; i < changedIds.length; i += INDEX_CHUNK) {
        await this.deps.refreshProducts(changedIds.slice(i, i + INDEX_CHUNK));
        await report({ indexed: Math.min(i + INDEX_CHUNK, changedIds.length) }, false);
      }
      await report(
        { state: 'done', indexed: changedIds.length, finished_at: this.deps.now() },
        true,
      );
      await rm(this.fileOf(jobId), { force: true });
      return this.job(jobId);
    } catch (error) {
      const failure =
        error instanceof ImportConflict
          ? error.message
          : 'The import stopped on an error; nothing of the file was written';
      await this.deps.repository.updateJob(
        jobId,
        { state: 'failed', failure, finished_at: this.deps.now() },
        this.deps.now(),
      );
      await rm(this.fileOf(jobId), { force: true });
      if (!(error instanceof ImportConflict)) throw error;
      return this.job(jobId);
    } finally {
      this.#live.delete(jobId);
    }
  }

  async job(jobId: number): Promise<CatalogImportJob> {
    const row = await this.deps.repository.job(jobId);
    if (!row) throw notFound('catalogue.import_not_found', { jobId });
    return jobView({ ...row, ...(this.#live.get(jobId)?.counts ?? {}) } as JobRow);
  }

  async jobs(): Promise<CatalogImportJob[]> {
    const rows = await this.deps.repository.recentJobs(50);
    return rows.map((row) =>
      jobView({ ...row, ...(this.#live.get(row.id)?.counts ?? {}) } as JobRow),
    );
  }

  async rejects(jobId: number, page: { page: number; size: number }) {
    await this.job(jobId);
    const { rows, total } = await this.deps.repository.rejectsPage(jobId, {
      offset: (page.page - 1) * page.size,
      limit: page.size,
    });
    return {
      items: rows.map((row) => ({ line: row.line, sku: row.sku, problems: row.problems })),
      total,
      page: page.page,
      size: page.size,
    };
  }

  /**
   * The rejected rows as CSV, in pieces: `line` and `problems` first, then the row as it was in
   * the file (a CSV file's columns; a JSON product as its text), to be fixed and imported again.
   */
  async *rejectsCsv(jobId: number): AsyncGenerator<string> {
    const job = await this.deps.repository.job(jobId);
    if (!job) throw notFound('catalogue.import_not_found', { jobId });
    if (job.rows_rejected === 0 && job.state !== 'rejected') {
      throw new DomainError('conflict', 'catalogue.import_not_rejected', { jobId });
    }
    const columns = job.columns ?? ['product'];
    yield `${['line', 'problems', ...columns].map((c) => csvField(c)).join(',')}\r\n`;
    let after = 0;
    for (;;) {
      const rows = await this.deps.repository.rejectsAfter(jobId, after, 1000);
      if (rows.length === 0) return;
      yield rows.map((row) => rejectLine(row, columns.length)).join('');
      after = rows[rows.length - 1]!.line;
    }
  }

  // ------------------------------------------------------------------ the two passes

  /** The first pass: every row checked, rejected rows stored; nothing of the catalogue written. */
  private async check(
    job: JobRow,
    report: (counts: Partial<JobRow>, store: boolean) => Promise<void>,
  ): Promise<{ rejected: number; lookup: Lookup }> {
    const lookup = await this.lookup();
    await report({ state: 'validating' }, true);
    if (job.format === 'csv') await this.readVariations(job, lookup);
    const seen = new Map<string, number>();
    const urlKeys = new Map<string, string>();
    let read = 0;
    let rejected = 0;
    let imagesStored = 0;
    let header: { columns: string[] | null; ignored: string[] } = { columns: null, ignored: [] };
    for await (const batch of readImportFile(this.fileOf(job.id), job.format, (h) => {
      header = h;
    })) {
      const problems = await this.checkBatch(batch, lookup, { seen, urlKeys }, undefined, () => {
        imagesStored += 1;
      });
      const rejects: RejectRow[] = [];
      batch.forEach((row, index) => {
        const all = [...row.problems, ...(problems[index] ?? [])];
        if (all.length > 0)
          rejects.push({ line: row.line, sku: row.sku, problems: all, fields: row.raw });
      });
      await this.deps.repository.insertRejects(job.id, rejects);
      read += batch.filter((row) => row.raw !== null || row.product !== null).length;
      rejected += rejects.length;
      await report(
        {
          rows_read: read,
          rows_rejected: rejected,
          images_stored: imagesStored,
          columns: header.columns,
          ignored_columns: header.ignored,
        },
        true,
      );
    }
    return { rejected, lookup };
  }

  /**
   * The second pass: the file written in one transaction, checked again inside it (the catalogue
   * may have changed since the first pass); the ids of the products that changed.
   */
  private async apply(
    job: JobRow,
    lookup: Lookup,
    record: RecordChange,
    report: (counts: Partial<JobRow>, store: boolean) => Promise<void>,
  ): Promise<number[]> {
    const { repository } = this.deps;
    const changedIds: number[] = [];
    const counts = { rows_applied: 0, created: 0, updated: 0, unchanged: 0 };
    await repository.transaction(async (tx) => {
      await repository.lockCatalogWrites(tx);
      const ids = new ProductIds(await repository.nextProductId(tx));
      let batches = 0;
      for await (const batch of readImportFile(this.fileOf(job.id), job.format, () => {})) {
        // The file is the one the first pass checked: only what the catalogue says is checked
        // again (duplicates within the file cannot have changed).
        const problems = await this.checkBatch(batch, lookup, null, tx, () => {});
        batch.forEach((row, index) => {
          const first = [...row.problems, ...(problems[index] ?? [])][0];
          if (first) {
            throw new ImportConflict(
              `Line ${row.line}, ${first.field}: ${first.message} (the catalogue changed since the check); nothing was written`,
            );
          }
        });
        const products = batch.map((row) => row.product!);
        const stored = await repository.productsBySku(
          products.flatMap((product) => [
            product.sku,
            ...(product.variants ?? []).map((variant) => variant.sku),
            ...(lookup.variations.has(product.sku)
              ? [lookup.variations.get(product.sku)!.parent]
              : []),
          ]),
          tx,
          { lock: true },
        );
        const writes: ProductWrite[] = [];
        for (const product of products) {
          const planned = this.planProduct(product, stored, lookup, ids);
          counts.unchanged += planned.unchanged;
          for (const write of planned.writes) {
            if (write.isNew) counts.created += 1;
            else counts.updated += 1;
            writes.push(write);
          }
          // A variant's change rebuilds its configurable's documents.
          if (planned.writes.length > 0) changedIds.push(planned.id);
        }
        await repository.writeProducts(writes, this.deps.now(), tx);
        counts.rows_applied += batch.length;
        batches += 1;
        if (batches % STATISTICS_EVERY === 0) await repository.refreshStatistics(tx);
        await report({ ...counts }, false);
      }
      if (changedIds.length > 0) {
        await record(
          {
            action: 'catalog.import',
            entityType: 'catalog_import',
            entityId: String(job.id),
            before: null,
            after: {
              file_name: job.file_name,
              file_sha256: job.file_sha256,
              ...counts,
            },
          },
          tx,
        );
      }
      await repository.updateJob(job.id, counts, this.deps.now(), tx);
    });
    await report(counts, false);
    return changedIds;
  }

  /**
   * The problems of a batch's rows that need the catalogue or the rest of the file: a sku or url
   * key seen before in the file, an unknown category or attribute, a url key another product
   * has, a product the import may not write over (importConflict), a variant's option that its
   * attribute does not have, an image that is not there. A configurable's variants are checked
   * as products of their own, their problems named by their place in its children. Images at
   * URLs are fetched into the media store here (only in the first pass).
   */
  private async checkBatch(
    batch: readonly SourceRow[],
    lookup: Lookup,
    file: { seen: Map<string, number>; urlKeys: Map<string, string> } | null,
    tx: Executor | undefined,
    onImageStored: () => void,
  ): Promise<ImportProblem[][]> {
    const out: ImportProblem[][] = batch.map(() => []);
    const entries = batch.flatMap((row, index) =>
      row.product !== null && row.problems.length === 0 ? entriesOf(row, index, lookup) : [],
    );
    const stored = await this.deps.repository.productsBySku(
      entries.flatMap((entry) => [entry.product.sku, ...(entry.parent ? [entry.parent.sku] : [])]),
      tx,
    );
    for (const entry of entries) {
      const { product, prefix, parent, row } = entry;
      const problems = out[entry.index]!;
      const field = (name: string) => `${prefix}${name}`;
      const earlier = file?.seen.get(product.sku);
      if (earlier !== undefined) {
        problems.push({
          field: field('sku'),
          code: 'duplicate_sku',
          message: `sku ${product.sku} is on line ${earlier} already`,
        });
        continue;
      }
      file?.seen.set(product.sku, row.line);
      const existing = stored.get(product.sku);
      const conflict = existing
        ? importConflict(existing, product, parent ? (stored.get(parent.sku) ?? null) : undefined)
        : null;
      if (conflict !== null) {
        problems.push({
          field: field('sku'),
          code: 'not_importable',
          message: conflict,
        });
      }
      // A new product without url keys gets slugs of its names (a variant's with its sku).
      if (!product.urlKey && !existing) {
        const words = (store: 'nl' | 'de') =>
          parent ? `${product.name[store]} ${product.sku}` : product.name[store];
        product.urlKey = { nl: slugify(words('nl')), de: slugify(words('de')) };
      }
      for (const reference of product.categories ?? []) {
        if (this.categoryOf(reference, lookup) === null) {
          problems.push({
            field: field('categories'),
            code: 'unknown_category',
            message: `The category "${reference}" does not exist`,
          });
        }
      }
      for (const code of Object.keys(product.attributes ?? {})) {
        if (!lookup.attributeCodes.has(code)) {
          problems.push({
            field: field(`attributes.${code}`),
            code: 'bad_value',
            message: `The attribute ${code} does not exist`,
          });
        }
      }
      const csv = Array.isArray(row.raw);
      for (const code of product.configurableAttributes ?? []) {
        if (!lookup.configurable.has(code)) {
          problems.push({
            field: csv ? 'configurable_variations' : 'configurableAttributes',
            code: 'bad_value',
            message: `The attribute ${code} cannot set variants apart (no configurable attribute)`,
          });
        }
      }
      if (parent && !csv) {
        for (const code of parent.configurableAttributes ?? []) {
          const option = product.attributes?.[code];
          const options = lookup.configurable.get(code);
          if (options && !options.ids.has(Number(option))) {
            problems.push({
              field: field(`attributes.${code}`),
              code: 'bad_value',
              message: `${String(option)} is no option of the attribute ${code}`,
            });
          }
        }
      }
      problems.push(...variationProblems(product, lookup));
      for (const image of product.images ?? []) {
        if (isMediaPath(image)) {
          if (!(await this.deps.media.has(image))) {
            problems.push({
              field: field('images'),
              code: 'image',
              message: `${image} is not in the media store`,
            });
          }
        } else if (!lookup.fetched.has(image)) {
          const imageField = field('images');
          if (!tx) {
            const fetched = await this.deps.media.fetchAndStore(image);
            if ('file' in fetched) {
              lookup.fetched.set(image, fetched.file);
              onImageStored();
            } else
              problems.push({
                field: imageField,
                code: 'image',
                message: fetched.problem,
              });
          } else {
            problems.push({
              field: imageField,
              code: 'image',
              message: `${image} was not fetched`,
            });
          }
        }
      }
    }
    // Url keys: unique in the file, and not another product's.
    for (const store of ['nl', 'de'] as const) {
      const keyed = entries.filter(
        (entry) => out[entry.index]!.length === 0 && entry.product.urlKey,
      );
      const owners = await this.deps.repository.urlKeyOwners(
        store,
        keyed.map((entry) => entry.product.urlKey![store]),
        tx,
      );
      for (const { product, prefix, row, index } of keyed) {
        const { sku, urlKey } = product;
        const key = urlKey![store];
        const field = Array.isArray(row.raw) ? `url_key_${store}` : `${prefix}urlKey.${store}`;
        if (key === '') {
          out[index]!.push({ field, code: 'required', message: `${field} is empty` });
          continue;
        }
        const inFile = file?.urlKeys.get(`${store}:${key}`);
        if (inFile !== undefined && inFile !== sku) {
          out[index]!.push({
            field,
            code: 'duplicate_url_key',
            message: `The url key ${key} is also that of ${inFile} in this file`,
          });
          continue;
        }
        file?.urlKeys.set(`${store}:${key}`, sku);
        const owner = owners.get(key);
        if (owner !== undefined && owner !== sku) {
          out[index]!.push({
            field,
            code: 'url_key_taken',
            message: `The url key ${key} belongs to product ${owner}`,
          });
        }
      }
    }
    return out;
  }

  /**
   * The writes of one row: its product, and a configurable's variants under it (JSON); a CSV
   * variant's row is written under the configurable whose row names it, wherever that row is in
   * the file. New products get ids from `ids`.
   */
  private planProduct(
    product: ImportProduct,
    stored: Map<string, StoredProduct>,
    lookup: Lookup,
    ids: ProductIds,
  ): { id: number; writes: ProductWrite[]; unchanged: number } {
    const before = stored.get(product.sku) ?? null;
    const variation = lookup.variations.get(product.sku);
    const row = this.resolve(product, lookup);
    let parentId: number | null = null;
    if (variation) {
      parentId = ids.of(variation.parent, stored);
      row.attributes = {
        ...(before?.attributes as ResolvedProduct['attributes']),
        ...variation.optionIds,
      };
    }
    const id = ids.of(product.sku, stored);
    const writes: ProductWrite[] = [];
    let unchanged = 0;
    const variants = (product.variants ?? []).map((variant) => {
      const was = stored.get(variant.sku) ?? null;
      const next = applyRow(was, this.resolve(variant, lookup), ids.of(variant.sku, stored), id);
      return { was, next };
    });
    if (product.typeId === 'configurable' && !row.stock && !before) {
      // A new configurable without stock is sellable; its quantity is its variants' (the
      // documents count the variants' own stock, and a configurable marked out of stock would
      // hide them all, also after a feed fills them).
      const selling = variants.filter(({ next }) => next.status === 1 && next.stock?.isInStock);
      row.stock = {
        qty: selling.reduce((sum, { next }) => sum + (next.stock?.qty ?? 0), 0),
        isInStock: true,
        manageStock: true,
      };
    }
    for (const [was, next] of [
      [before, applyRow(before, row, id, parentId)] as const,
      ...variants.map(({ was, next }) => [was, next] as const),
    ]) {
      const write = planWrite(was, next);
      if (write) writes.push(write);
      else unchanged += 1;
    }
    return { id: parentId ?? id, writes, unchanged };
  }

  /**
   * The first look at a CSV file with configurable rows: the variants each configurable row
   * names (configurable_variations), their options resolved to ids, and every row's type, so a
   * variant's row is known as one wherever it stands. A problem of a configurable row (an
   * option its attribute lacks, a variant without a row) is its own, found in the check.
   */
  private async readVariations(job: JobRow, lookup: Lookup): Promise<void> {
    let configurables = false;
    for await (const batch of readImportFile(this.fileOf(job.id), 'csv', (header) => {
      configurables = (header.columns ?? []).some(
        (column) => column.trim().toLowerCase() === 'configurable_variations',
      );
    })) {
      if (!configurables) return;
      for (const row of batch) {
        const product = row.product;
        if (!product) continue;
        lookup.rowTypes.set(product.sku, product.typeId ?? 'simple');
        for (const variation of product.variations ?? []) {
          if (lookup.variations.has(variation.sku)) continue;
          const optionIds: Record<string, number> = {};
          for (const [code, option] of Object.entries(variation.options)) {
            const id = lookup.configurable.get(code)?.byText.get(option.toLowerCase());
            if (id !== undefined) optionIds[code] = id;
          }
          lookup.variations.set(variation.sku, {
            parent: product.sku,
            codes: product.configurableAttributes ?? [],
            optionIds,
          });
        }
      }
    }
  }

  private async lookup(): Promise<Lookup> {
    const categories = await this.deps.repository.categories();
    return {
      categoryIds: new Set(categories.map((category) => Number(category.id))),
      categoryByPath: categoryPaths(categories),
      attributeCodes: await this.deps.repository.attributeCodes(),
      configurable: await this.deps.repository.configurableOptions(),
      variations: new Map(),
      rowTypes: new Map(),
      fetched: new Map(),
    };
  }

  private categoryOf(reference: string, lookup: Lookup): number | null {
    if (/^\d+$/.test(reference)) {
      const id = Number(reference);
      return lookup.categoryIds.has(id) ? id : null;
    }
    const path = normalizePath(reference);
    const found = lookup.categoryByPath.get(path);
    if (found !== undefined) return found;
    // A Magento path starts with the root category's name ("Default Category/Baby/…").
    const rest = path.split('/').slice(1).join('/');
    return rest ? (lookup.categoryByPath.get(rest) ?? null) : null;
  }

  private resolve(product: ImportProduct, lookup: Lookup): ResolvedProduct {
    const { categories, images, variants: _variants, ...rest } = product;
    return {
      ...rest,
      ...(categories
        ? { categoryIds: categories.map((ref) => this.categoryOf(ref, lookup)!) }
        : {}),
      ...(images
        ? {
            images: images.map((image) =>
              isMediaPath(image) ? image : lookup.fetched.get(image)!,
            ),
          }
        : {}),
    };
  }

  private fileOf(jobId: number): string {
    return join(this.deps.importDir, `${jobId}.upload`);
  }

  // ------------------------------------------------------------------ images and one product

  /** Stores an uploaded image in the media store; its path. */
  storeImage(bytes: Buffer): Promise<string> {
    return this.deps.media.store(bytes);
  }

  /**
   * The categories an operator picks from, each named by its path (core's categoryChoices): the
   * given ids alone, or those whose path holds every word of the search, a page at a time.
   */
  async categoryList(query: CatalogCategoryQuery) {
    const nodes = await this.deps.repository.categoryNodes();
    const all = categoryChoices(
      nodes.map((node) => ({
        id: Number(node.id),
        path: node.path,
        level: Number(node.level),
        name: node.name,
        isActive: Boolean(node.isActive),
      })),
    );
    const ids = query.ids ? new Set(query.ids.split(',').map(Number)) : null;
    const found = ids
      ? all.filter((choice) => ids.has(choice.id))
      : searchCategoryChoices(all, query.q);
    const offset = (query.page - 1) * query.size;
    const items: CatalogCategory[] = found.slice(offset, offset + query.size).map((choice) => ({
      id: choice.id,
      path: choice.path,
      label: choice.path.join(' › '),
      level: choice.level,
      is_active: choice.isActive,
    }));
    return { items, total: found.length, page: query.page, size: query.size };
  }

  /** One page of the product list as the back office asks for it. */
  async productList(query: CatalogProductListQuery) {
    const { rows, total } = await this.deps.repository.productsPage({
      q: query.q || undefined,
      status: query.status,
      categoryId: query.category_id,
      sort: query.sort,
      order: query.order,
      offset: (query.page - 1) * query.size,
      limit: query.size,
    });
    const items: CatalogProductRow[] = rows.map((row) => ({
      id: Number(row.id),
      sku: row.sku,
      type_id: row.type_id,
      status: Number(row.status),
      name: row.name,
      price: Number(row.price),
      special_price: row.special_price === null ? null : Number(row.special_price),
      qty: row.qty === null ? null : Number(row.qty),
      is_in_stock: row.is_in_stock === null ? null : Boolean(row.is_in_stock),
      updated_at: new Date(row.updated_at).toISOString(),
    }));
    return { items, total, page: query.page, size: query.size };
  }

  async product(sku: string): Promise<CatalogProduct> {
    const stored = (await this.deps.repository.productsBySku([sku])).get(sku);
    if (!stored) throw notFound('catalogue.product_not_found', { sku });
    return productView(stored);
  }

  /** Changes one product; its audit entry is written with it; its documents follow at once. */
  async edit(
    sku: string,
    body: CatalogProductEditBody,
    record: RecordChange,
  ): Promise<CatalogProduct> {
    const { repository } = this.deps;
    const special = {
      from:
        body.special_from === undefined
          ? undefined
          : windowBound(body.special_from, 'start', 'special_from'),
      to:
        body.special_to === undefined
          ? undefined
          : windowBound(body.special_to, 'end', 'special_to'),
    };
    if (body.ean) {
      if (!isValidEan13(body.ean) && !isValidEan8(body.ean)) {
        throw new DomainError('invalid', 'catalogue.ean_invalid', {}, { field: 'ean' });
      }
    }
    if (body.tier_prices) {
      const keys = body.tier_prices.map((tier) => `${tier.customer_group_id}:${tier.qty}`);
      if (new Set(keys).size !== keys.length) {
        throw new DomainError('invalid', 'catalogue.tier_twice', {}, { field: 'tier_prices' });
      }
    }
    for (const [index, image] of (body.images ?? []).entries()) {
      if (!isMediaPath(image) || !(await this.deps.media.has(image))) {
        throw new DomainError(
          'invalid',
          'catalogue.image_unknown',
          { file: image },
          { field: `images.${index}` },
        );
      }
    }
    const changed = await repository.transaction(async (tx) => {
      await repository.lockCatalogWrites(tx);
      const before = (await repository.productsBySku([sku], tx, { lock: true })).get(sku);
      if (!before) throw notFound('catalogue.product_not_found', { sku });
      if (!isEditable(before)) {
        throw new DomainError('conflict', 'catalogue.product_not_editable', {
          sku,
          type: before.typeId,
        });
      }
      if (body.category_ids) {
        const known = new Set((await repository.categories(tx)).map((c) => Number(c.id)));
        const index = body.category_ids.findIndex((id) => !known.has(id));
        if (index >= 0) {
          throw new DomainError(
            'invalid',
            'catalogue.category_unknown',
            { categoryId: body.category_ids[index]! },
            { field: `category_ids.${index}` },
          );
        }
      }
      const next = editedProduct(before, body, special);
      checkPrices(next);
      const write = planWrite(before, next);
      if (!write) return null;
      await repository.writeProducts([write], this.deps.now(), tx);
      await record(
        {
          action: 'catalog.product_edit',
          entityType: 'product',
          entityId: sku,
          before: auditView(before),
          after: auditView(next),
        },
        tx,
      );
      return next;
    });
    if (changed) await this.deps.refreshProducts([changed.id]);
    return this.product(sku);
  }

  /** Sets the stock of skus; an item already as sent changes nothing. */
  stockFeed(body: CatalogStockFeedBody, record: RecordChange) {
    return this.feed(body.items, record, 'catalog.stock_feed', (product, item) => ({
      ...product,
      stock: {
        qty: item.qty,
        isInStock: item.is_in_stock ?? (item.qty > 0 || product.stock?.manageStock === false),
        manageStock: product.stock?.manageStock ?? true,
      },
    }));
  }

  /** Sets the prices of skus; an item already as sent changes nothing. */
  priceFeed(body: CatalogPriceFeedBody, record: RecordChange) {
    return this.feed(body.items, record, 'catalog.price_feed', (product, item, index) => {
      const next: StoredProduct = { ...product, price: item.price };
      if (item.special_price !== undefined) next.specialPrice = item.special_price;
      if (item.special_from !== undefined) {
        next.specialFrom = windowBound(item.special_from, 'start', `items.${index}.special_from`);
      }
      if (item.special_to !== undefined) {
        next.specialTo = windowBound(item.special_to, 'end', `items.${index}.special_to`);
      }
      if (next.specialPrice === null) {
        next.specialFrom = null;
        next.specialTo = null;
      }
      checkPrices(next, `items.${index}.`);
      return next;
    });
  }

  private async feed<T extends { sku: string }>(
    items: readonly T[],
    record: RecordChange,
    action: string,
    change: (product: StoredProduct, item: T, index: number) => StoredProduct,
  ): Promise<{ received: number; changed: number; unchanged: number }> {
    const { repository } = this.deps;
    const seen = new Set<string>();
    items.forEach((item, index) => {
      if (seen.has(item.sku)) {
        throw new DomainError(
          'invalid',
          'catalogue.feed_duplicate_sku',
          { sku: item.sku },
          { field: `items.${index}.sku` },
        );
      }
      seen.add(item.sku);
    });
    const writes = await repository.transaction(async (tx) => {
      await repository.lockCatalogWrites(tx);
      const stored = await repository.productsBySku(
        items.map((item) => item.sku),
        tx,
        { lock: true },
      );
      const out: ProductWrite[] = [];
      for (const [index, item] of items.entries()) {
        const product = stored.get(item.sku);
        if (!product) {
          throw new DomainError(
            'not_found',
            'catalogue.product_not_found',
            { sku: item.sku },
            { field: `items.${index}.sku` },
          );
        }
        const write = planWrite(product, change(product, item, index));
        if (write) out.push(write);
      }
      await repository.writeProducts(out, this.deps.now(), tx);
      for (const write of out) {
        await record(
          {
            action,
            entityType: 'product',
            entityId: write.next.sku,
            before: auditView(write.before),
            after: auditView(write.next),
          },
          tx,
        );
      }
      return out;
    });
    await this.deps.refreshProducts(writes.map((write) => write.next.id));
    return {
      received: items.length,
      changed: writes.length,
      unchanged: items.length - writes.length,
    };
  }
}

/** A conflict found in the second pass: the job fails, naming the line; nothing is written. */
class ImportConflict extends Error {}

function editedProduct(
  before: StoredProduct,
  body: CatalogProductEditBody,
  special: { from: string | null | undefined; to: string | null | undefined },
): StoredProduct {
  const next: StoredProduct = {
    ...before,
    name: { ...before.name, ...body.name },
    description: { ...before.description, ...body.description },
    shortDescription: { ...before.shortDescription, ...body.short_description },
  };
  if (body.status !== undefined) next.status = body.status;
  if (body.price !== undefined) next.price = body.price;
  if (body.special_price !== undefined) next.specialPrice = body.special_price;
  if (special.from !== undefined) next.specialFrom = special.from;
  if (special.to !== undefined) next.specialTo = special.to;
  if (next.specialPrice === null) {
    next.specialFrom = null;
    next.specialTo = null;
  }
  if (body.tier_prices) {
    next.tierPrices = sortTierPrices(
      body.tier_prices.map((tier) => ({
        customerGroupId: tier.customer_group_id,
        qty: tier.qty,
        value: tier.value,
      })),
    );
  }
  if (body.stock) {
    const manageStock = body.stock.manage_stock ?? before.stock?.manageStock ?? true;
    next.stock = {
      qty: body.stock.qty,
      isInStock: body.stock.is_in_stock ?? (body.stock.qty > 0 || !manageStock),
      manageStock,
    };
  }
  if (body.category_ids) {
    const positions = new Map(before.categories.map((c) => [c.id, c.position]));
    next.categories = [...new Set(body.category_ids)]
      .sort((a, b) => a - b)
      .map((id) => ({ id, position: positions.get(id) ?? 0 }));
  }
  if (body.ean !== undefined) next.ean = body.ean || null;
  if (body.images) next.images = [...body.images];
  return next;
}

function checkPrices(product: StoredProduct, prefix = ''): void {
  if (product.specialPrice !== null && product.specialPrice >= product.price) {
    throw new DomainError(
      'invalid',
      'catalogue.special_not_lower',
      {},
      { field: `${prefix}special_price` },
    );
  }
  if (product.specialFrom && product.specialTo && product.specialFrom > product.specialTo) {
    throw new DomainError(
      'invalid',
      'catalogue.special_window',
      {},
      { field: `${prefix}special_to` },
    );
  }
}

function windowBound(value: string | null, edge: 'start' | 'end', field: string): string | null {
  if (value === null) return null;
  const instant = shopDateBound(value, edge);
  if (instant === null) throw new DomainError('invalid', 'catalogue.date_invalid', {}, { field });
  return instant;
}

function normalizePath(path: string): string {
  return path
    .split('/')
    .map((part) => part.trim().toLowerCase())
    .filter((part) => part !== '')
    .join('/');
}

/** Each category by the path of Dutch names from below the root (`baby/slapen`). */
function categoryPaths(categories: readonly CategoryRow[]): Map<string, number> {
  const byId = new Map(categories.map((category) => [Number(category.id), category]));
  const paths = new Map<string, number>();
  for (const category of categories) {
    const names = category.path
      .split('/')
      .map(Number)
      .filter((id) => id !== 1 && id !== ROOT_CATEGORY_ID)
      .map((id) => byId.get(id)?.name ?? '');
    if (names.length === 0) continue;
    const key = normalizePath(names.join('/'));
    if (!paths.has(key)) paths.set(key, Number(category.id));
  }
  return paths;
}

function rejectLine(row: RejectRow, width: number): string {
  const problems = row.problems.map((p) => `${p.field}: ${p.message}`).join('; ');
  const fields = Array.isArray(row.fields)
    ? (row.fields as string[])
    : typeof row.fields === 'string'
      ? [row.fields]
      : [];
  const padded = [...fields, ...Array(Math.max(0, width - fields.length)).fill('')];
  return `${[String(row.line), problems, ...padded].map((v) => csvField(v)).join(',')}\r\n`;
}

function jobView(row: JobRow): CatalogImportJob {
  return {
    id: row.id,
    state: row.state as CatalogImportJob['state'],
    file_name: row.file_name,
    format: row.format,
    file_sha256: row.file_sha256,
    file_bytes: Number(row.file_bytes),
    actor: row.actor,
    ignored_columns: row.ignored_columns ?? [],
    rows_read: row.rows_read,
    rows_rejected: row.rows_rejected,
    rows_applied: row.rows_applied,
    created: row.created,
    updated: row.updated,
    unchanged: row.unchanged,
    indexed: row.indexed,
    images_stored: row.images_stored,
    failure: row.failure,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

function productView(product: StoredProduct): CatalogProduct {
  return {
    id: product.id,
    sku: product.sku,
    type_id: product.typeId,
    status: product.status,
    visibility: product.visibility,
    tax_class_id: product.taxClassId,
    name: product.name,
    description: product.description,
    short_description: product.shortDescription,
    url_key: product.urlKey,
    price: product.price,
    special_price: product.specialPrice,
    special_from: product.specialFrom,
    special_to: product.specialTo,
    advice_price: product.advicePrice,
    tier_prices: product.tierPrices.map((tier) => ({
      customer_group_id: tier.customerGroupId,
      qty: tier.qty,
      value: tier.value,
    })),
    stock: {
      qty: product.stock?.qty ?? 0,
      is_in_stock: product.stock?.isInStock ?? false,
      manage_stock: product.stock?.manageStock ?? true,
    },
    category_ids: product.categories.map((category) => category.id),
    ean: product.ean,
    images: product.images,
    updated_at: product.updatedAt,
  };
}
