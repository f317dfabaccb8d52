/**
 * The product search: filters, text search with typo correction, facet counts, sort and paging
 * over the read model, priced for the asked customer group.
 */
import type { Aggregations, CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  allowedTypos,
  applyCustomerGroupPrices,
  BOOLEAN_LABELS,
  cardHolds,
  closeQueryTerms,
  compoundHeadForms,
  DEFAULT_PAGE_SIZE,
  FILTER_AGGREGATION_SIZE,
  fieldProjection,
  minimumShouldMatch,
  PRICE_RANGES,
  type ProductDocument,
  queryTerms,
  type SearchLanguage,
  type StoreView,
  splitAtHead,
  stemWord,
  termAlternatives,
  tokenize,
} from '@shop/core';
import { documentStoreId, type StoredAttribute } from '@shop/db';
import { invalid } from '../../lib/errors.ts';
import { productSearches } from '../../lib/metrics.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import {
  type Attributes,
  CACHE_TTL_MS,
  type CatalogContext,
  type Document,
  paging,
} from './context.ts';
import type { FacetCountRequest, PriceStatistics } from './facets.ts';
import { buildProductQuery, type ProductQuery, type TermGroup } from './product-query.ts';
import type { FacetedPage } from './repository.ts';
import type { IndexedCounts, IndexedSearch } from './search-index.ts';
import type { LexiconLookup, LexiconWords } from './text-index.ts';

/** Words a misspelt term may be corrected to (the original's max_expansions). */
const MAX_EXPANSIONS = 3;
/** Compounds a term may find as their last part, per form of it (the most frequent first). */
const MAX_COMPOUNDS = 24;

/**
 * What a query's terms are looked up as: each term within its typo allowance, its alternatives
 * (stem, synonyms) and the compounds neighbouring terms form exactly, and the endings of the
 * compounds each term may be the last part of.
 */
function termLookup(terms: string[], language: SearchLanguage) {
  const alternatives = terms.map((term) => termAlternatives(term, language));
  const joins = terms
    .slice(1)
    .map((term, index) => termAlternatives(`${terms[index]}${term}`, language).slice(0, 2));
  const headForms = terms.map((term) => compoundHeadForms(term, language));
  const lookups = new Map<string, number>(terms.map((term) => [term, allowedTypos(term)]));
  for (const word of [...alternatives.flat(), ...joins.flat()]) {
    if (!lookups.has(word)) lookups.set(word, 0);
  }
  const lexicon: LexiconLookup = {
    terms: [...lookups.keys()],
    typos: [...lookups.values()],
    endings: [...new Set(headForms.flat())],
    endingLimit: MAX_COMPOUNDS,
  };
  return { alternatives, joins, headForms, lexicon };
}

/** The words of the brands' labels (tokenized) in each language, per attributes as read. */
const brandWordsOf = new WeakMap<Attributes, Record<SearchLanguage, Set<string>>>();

/** The words of the brands' labels in a language: a compound found by its head is never one. */
function brandWords(attributes: Attributes, language: SearchLanguage): Set<string> {
  let words = brandWordsOf.get(attributes);
  if (!words) {
    const options = attributes.byCode.get('brand')?.options ?? [];
    const of = (lang: SearchLanguage) =>
      new Set(options.flatMap((option) => tokenize(option.label[lang] ?? '')));
    words = { nl: of('nl'), de: of('de') };
    brandWordsOf.set(attributes, words);
  }
  return words[language];
}

export class ProductSearch {
  readonly #corrections = new TtlCache<TermGroup[]>(
    CACHE_TTL_MS,
    5000,
    Date.now,
    'search_corrections',
  );

  constructor(
    private readonly access: CatalogContext,
    /** Brings the documents to current prices before they are read. */
    private readonly ensureCurrentPrices: () => Promise<void>,
  ) {}

  /** Forgets the kept typo corrections (the catalogue changed). */
  forgetCorrections(): void {
    this.#corrections.clear();
  }
  async searchProducts(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    await this.ensureCurrentPrices();
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    const storeId = documentStoreId(view);
    const attributes = await this.access.attributes();
    const facetCodes = new Set(
      attributes.list.filter((attribute) => attribute.isFilterable).map((a) => a.code),
    );
    const text = body.query?.trim() ?? '';
    const terms = text ? queryTerms(text) : [];
    const skipItems = body.excludeFields?.includes('*') || size === 0;
    const fields = this.documentFields(body);
    // A page of cards only: the index answers it with the cards it keeps, when it keeps them.
    const cardsAsked = fields !== null && cardHolds(fields);
    const slice = { start, size: skipItems ? 0 : size };
    const facets = body.aggregations ? facetPlan(body, requestedFacets(body, facetCodes)) : null;
    // A search the index in memory can answer (its filters and sort say so, whatever its words)
    // is answered there, brought up to date with every change committed before it began, its
    // words looked up in the index's own words: nothing waits for the database before the
    // counting but the change log's read, and that overlaps it (SearchIndex.answer). While the
    // index loads, the database answers, the words looked up in its lexicon. A look-up by sku
    // or address never reads the log.
    const index = this.access.index;
    const plain = this.queryOf(storeId, body, facetCodes);
    const inMemory =
      index && plain.index
        ? await index.answer((loaded) => {
            const termGroups = terms.length
              ? this.termGroupsOf(terms, view.language, attributes, (lookup) =>
                  loaded.lexiconWords(storeId, lookup),
                )
              : undefined;
            const query = termGroups
              ? this.queryOf(storeId, body, facetCodes, terms, termGroups)
              : plain;
            const found = query.index
              ? loaded.searchPage(query.index, slice, facets?.request ?? null, cardsAsked)
              : null;
            return { query, termGroups, found };
          })
        : null;
    const { query, termGroups } =
      inMemory ??
      (terms.length
        ? await this.productQuery(storeId, view.language, body, terms, facetCodes)
        : { query: plain, termGroups: undefined });
    const found = inMemory?.found ?? null;
    productSearches.inc({ answered: found ? 'memory' : 'database' });
    let page: { documents: Document[]; total: number | null } | null = null;
    let aggregations: Aggregations | undefined;
    if (found) {
      // Counted in memory, facet counts are always current. The page's documents are its cards
      // from the index, or read while the facets are counted, and both awaited together: a
      // failed read is the search's error.
      const cards = found.cards;
      const [documents, counts] = await Promise.all([
        cards
          ? cards.map((card) => JSON.parse(card) as Document)
          : this.access.reads.documentsByIds(storeId, found.productIds, fields),
        facets ? this.countWhileReading(found, storeId, query, facets.request, !cards) : null,
      ]);
      page = { documents, total: found.total };
      if (facets && counts) aggregations = this.aggregationsOf(view, attributes, facets, counts);
    } else if (facets) {
      // Counted by the database, facet counts may lag the catalogue by up to a minute: they are
      // counted once per query. The counts, the page and its total come from one statement.
      const key = JSON.stringify([storeId, body.filters, text, body.aggregations]);
      aggregations = await this.access.facets.get(key, async () => {
        const counted = await this.access.reads.productPageWithFacets(
          storeId,
          query,
          slice,
          facets.request,
          fields,
        );
        page = { documents: counted.documents, total: counted.total };
        return this.aggregationsOf(view, attributes, facets, counted);
      });
    }
    page ??= skipItems
      ? { documents: [], total: null }
      : await this.access.reads.productPage(storeId, query, { start, size }, fields);
    const total = page.total ?? (await this.access.reads.countProducts(query.where));
    const items = this.productItems(page.documents, view, body);
    const result: CatalogSearchResult = { items, total, start, size };
    const correctedQuery = termGroups ? correctedText(termGroups) : null;
    if (correctedQuery) result.correctedQuery = correctedQuery;
    // Only a search that found nothing looks for a close one that finds something.
    if (total === 0 && termGroups) {
      const suggestedQuery = await this.closeQuery(view, body, query, termGroups, facetCodes);
      if (suggestedQuery) result.suggestedQuery = suggestedQuery;
    }
    if (aggregations) result.aggregations = aggregations;
    return result;
  }

  /**
   * The facet counts of a page the index chose, counted while its documents are read when they
   * are (`reading`: the statement is written to the database's connection first). When the
   * products changed since the page was chosen, the counts are of the catalogue as it is now: by
   * the index when it answers, else by the database.
   */
  private async countWhileReading(
    found: IndexedSearch,
    storeId: number,
    query: ProductQuery,
    request: FacetCountRequest,
    reading: boolean,
  ): Promise<IndexedCounts> {
    // The documents' statement goes out before the counting holds the event loop.
    if (reading) await new Promise<void>((resolve) => setImmediate(resolve));
    const counts = found.counts();
    if (counts) return counts;
    const none = { start: 0, size: 0 };
    const again = query.index
      ? await this.access.index?.answer((loaded) => loaded.search(query.index!, none, request))
      : null;
    return again ?? (await this.access.reads.productPageWithFacets(storeId, query, none, request));
  }

  /**
   * A query close to one that found nothing that finds products under the same filters: the
   * words that go together (closeQueryTerms, from one count of the products by the words they
   * match), misspelt ones as corrected; null for a single word, or when nothing close finds
   * anything. The suggestion is counted as it will be searched before it is offered.
   */
  private async closeQuery(
    view: StoreView,
    body: CatalogSearchBody,
    query: ProductQuery,
    groups: TermGroup[],
    facetCodes: Set<string>,
  ): Promise<string | null> {
    const matches = query.termMatches;
    if (!matches || groups.length < 2) return null;
    const counts = await this.access.reads.countByFlags(matches.where, matches.flags);
    const keep = closeQueryTerms(counts, groups.length);
    if (!keep) return null;
    const text = keep.map((index) => searchedWord(groups[index]!)).join(' ');
    const storeId = documentStoreId(view);
    const suggested = await this.productQuery(
      storeId,
      view.language,
      { ...body, query: text },
      queryTerms(text),
      facetCodes,
    );
    const found = await this.access.reads.countProducts(suggested.query.where);
    return found > 0 ? text : null;
  }

  /**
   * The top-level document fields the answer can show, to read only those: null (the whole
   * document) without includeFields, or when customer group prices are applied to the document.
   */
  private documentFields(body: CatalogSearchBody): string[] | null {
    const include = body.includeFields;
    if (!include || include.length === 0) return null;
    if (this.access.options.usePriceTiers && (body.groupId ?? 0) > 0) return null;
    return [...new Set(include.map((path) => path.split('.')[0] ?? path))];
  }

  /** The SQL of a product search, its text query's terms corrected for typos in the lexicon. */
  private async productQuery(
    storeId: number,
    language: SearchLanguage,
    body: CatalogSearchBody,
    terms: string[],
    facetCodes: Set<string>,
  ): Promise<{ query: ProductQuery; termGroups: TermGroup[] | undefined }> {
    const termGroups = terms.length ? await this.correctTerms(storeId, terms, language) : undefined;
    return { query: this.queryOf(storeId, body, facetCodes, terms, termGroups), termGroups };
  }

  /** The SQL of a product search (and its form for the index) with its terms' groups. */
  private queryOf(
    storeId: number,
    body: CatalogSearchBody,
    facetCodes: Set<string>,
    terms: string[] = [],
    termGroups?: TermGroup[],
  ): ProductQuery {
    return buildProductQuery({
      storeId,
      body,
      facetCodes,
      listOutOfStockProducts: this.access.options.listOutOfStockProducts,
      ...(termGroups ? { terms: termGroups, minimumMatch: minimumShouldMatch(terms.length) } : {}),
    });
  }

  /**
   * The page's documents as answered: priced for the asked customer group when price tiers are
   * on, with only the asked fields.
   */
  private productItems(documents: Document[], view: StoreView, body: CatalogSearchBody) {
    const groupId = this.access.options.usePriceTiers ? (body.groupId ?? 0) : 0;
    const now = this.access.options.now();
    const project = fieldProjection(body.includeFields, body.excludeFields);
    return documents.map((doc) =>
      project(
        groupId > 0 ? applyCustomerGroupPrices(doc as ProductDocument, view, now, groupId) : doc,
      ),
    );
  }

  /**
   * Each query term with the indexed words it may mean, looked up in the read model's lexicon
   * (kept a while per query: the database answers while the index in memory loads).
   */
  private async correctTerms(
    storeId: number,
    terms: string[],
    language: SearchLanguage,
  ): Promise<TermGroup[]> {
    return this.#corrections.get(JSON.stringify([storeId, terms]), async () => {
      const attributes = await this.access.attributes();
      const lookup = termLookup(terms, language);
      const found = await this.access.reads.lexiconWords(storeId, lookup.lexicon);
      return this.termGroupsOf(terms, language, attributes, () => found, lookup);
    });
  }

  /**
   * Each term's group of indexed words: the term, its stem and its synonyms' where indexed, the
   * compound it forms with a neighbouring term (baby schale → babyschale), and the compounds
   * the term or its stem is the last part of (gutschein → geschenkgutschein), brands left out;
   * a term none of whose words is indexed takes the closest indexed words within its typo
   * allowance instead, with their stems. `lexicon` answers the look-ups: the read model's or
   * the index's in memory.
   */
  private termGroupsOf(
    terms: string[],
    language: SearchLanguage,
    attributes: Attributes,
    lexicon: (lookup: LexiconLookup) => LexiconWords,
    lookup = termLookup(terms, language),
  ): TermGroup[] {
    const { alternatives, joins, headForms } = lookup;
    const { words: rows, compounds: compoundRows } = lexicon(lookup.lexicon);
    const brands = brandWords(attributes, language);
    const indexed = new Set(rows.filter((row) => row.distance === 0).map((row) => row.word));
    return terms.map((term, index) => {
      // Synonyms stand in for a word the catalogue does not use: a term found as typed or as
      // its stem looks for that only.
      const own = (alternatives[index] ?? []).slice(0, 2).filter((word) => indexed.has(word));
      const found = own.length
        ? own
        : (alternatives[index] ?? []).filter((word) => indexed.has(word));
      const joined = [...(joins[index - 1] ?? []), ...(joins[index] ?? [])].filter((word) =>
        indexed.has(word),
      );
      // A brand that ends like the term (Nordkind for "kind") is not a kind of it.
      const forms = headForms[index] ?? [];
      const headOf = [
        ...new Set(
          compoundRows
            .filter((row) => forms.includes(row.ending) && !brands.has(row.word))
            .filter((row) => splitAtHead(row.word, row.ending) !== null)
            .map((row) => row.word),
        ),
      ].filter((word) => !found.includes(word));
      // A term found as typed, or as the head of compounds, is no typo.
      const exact = found.length > 0 || headOf.length > 0;
      const corrections = exact
        ? []
        : rows
            .filter((row) => row.term === term && row.distance > 0)
            .slice(0, MAX_EXPANSIONS)
            .map((row) => row.word);
      const stems = corrections.map((word) => stemWord(word, language));
      return {
        term,
        exact,
        words: [...new Set([...found, ...corrections, ...stems, ...joined])],
        compounds: joined,
        headOf,
      };
    });
  }

  /**
   * The requested facets' buckets from their counts: a facet the shopper filters on counts
   * without its own filter, so its other options stay.
   */
  private aggregationsOf(
    view: StoreView,
    attributes: Attributes,
    plan: FacetPlan,
    counted: Pick<FacetedPage, 'plainCounts' | 'disjunctiveCounts' | 'prices'>,
  ): Aggregations {
    const counts = new Map<string, Map<string, number>>();
    const add = (rows: { term: string; count: number }[], only: readonly string[]) => {
      for (const row of rows) {
        const [code = '', value = ''] = row.term.split(/:(.*)/s);
        if (!only.includes(code)) continue;
        const map = counts.get(code) ?? new Map<string, number>();
        map.set(value, row.count);
        counts.set(code, map);
      }
    };
    add(counted.plainCounts, plan.request.plain);
    for (const code of plan.request.disjunctive) {
      add(counted.disjunctiveCounts.get(code) ?? [], [code]);
    }
    const aggregations: Aggregations = {};
    for (const code of plan.codes) {
      aggregations[code] = {
        buckets: facetBuckets(attributes.byCode.get(code)!, counts.get(code), view),
      };
    }
    if (plan.price && counted.prices) aggregations.price = priceFacet(counted.prices);
    return aggregations;
  }
}

/** What a search counts: the requested facets' codes (price apart) and the counting request. */
interface FacetPlan {
  codes: string[];
  price: boolean;
  request: FacetCountRequest;
}

/** The counting of the requested facets: filtered ones are disjunctive, the others plain. */
function facetPlan(body: CatalogSearchBody, requested: string[]): FacetPlan {
  const filters = body.filters ?? {};
  const codes = requested.filter((code) => code !== 'price');
  const price = requested.includes('price');
  return {
    codes,
    price,
    request: {
      plain: codes.filter((code) => filters[code] === undefined),
      disjunctive: codes.filter((code) => filters[code] !== undefined),
      priceRanges: price
        ? PRICE_RANGES.map((range) => ({
            from: Math.round(range.from * 100),
            to: range.to === undefined ? undefined : Math.round(range.to * 100),
          }))
        : null,
    },
  };
}

/** The price bands with their counts, and the price span, without the shopper's price filter. */
function priceFacet(statistics: PriceStatistics): Aggregations[string] {
  return {
    buckets: PRICE_RANGES.map((range, index) => ({
      key: range.to === undefined ? `${range.from}-*` : `${range.from}-${range.to}`,
      from: range.from,
      to: range.to ?? null,
      count: statistics.counts[index] ?? 0,
    })),
    ...(statistics.min !== null && statistics.max !== null
      ? { min: Math.floor(statistics.min / 100), max: Math.ceil(statistics.max / 100) }
      : {}),
  };
}

/**
 * The text as searched when a term is not an indexed word but was corrected for a typo: each such
 * term replaced by its closest word ('kinderwgen' → 'kinderwagen'), for a "Did you mean" note;
 * null when every term was found as typed or none could be corrected.
 */
function correctedText(groups: readonly TermGroup[]): string | null {
  const corrected = groups.some((group) => searchedWord(group) !== group.term);
  return corrected ? groups.map(searchedWord).join(' ') : null;
}

/** A term as searched: as typed, or its closest correction when it was misspelt. */
function searchedWord(group: TermGroup): string {
  const closest = group.words[0];
  return group.exact || !closest ? group.term : closest;
}

/** The facets a search asks to count (`true`: every filterable one and price); 400 for others. */
function requestedFacets(body: CatalogSearchBody, facetCodes: Set<string>): string[] {
  const requested = body.aggregations === true ? [...facetCodes, 'price'] : body.aggregations || [];
  const unknown = requested.filter((code) => code !== 'price' && !facetCodes.has(code));
  if (unknown.length) {
    throw invalid('catalog.aggregate_unknown', { fields: unknown.join('", "') });
  }
  return requested;
}

/**
 * The buckets of one facet: each counted value with its label in the view's language (values
 * without a label left out), most products first, at most FILTER_AGGREGATION_SIZE.
 */
function facetBuckets(
  attribute: StoredAttribute,
  counts: Map<string, number> | undefined,
  view: StoreView,
) {
  const labels = new Map<string, string>(
    attribute.input === 'boolean'
      ? Object.entries(BOOLEAN_LABELS[view.language])
      : attribute.options.map((option) => [String(option.id), option.label[view.language]]),
  );
  return [...(counts ?? new Map<string, number>())]
    .map(([value, count]) => ({
      value: /^\d+$/.test(value) ? Number(value) : value,
      label: labels.get(value) ?? value,
      count,
    }))
    .filter((bucket) => bucket.label.trim() !== '')
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, FILTER_AGGREGATION_SIZE);
}
