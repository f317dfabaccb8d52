/** The category, attribute and tax rule searches. */
import type { CatalogSearchBody, CatalogSearchResult } from '@shop/contracts';
import {
  ATTRIBUTE_LIST_SIZE,
  DEFAULT_PAGE_SIZE,
  fieldProjection,
  type StoreView,
  TAX_RULES,
} from '@shop/core';
import { documentStoreId, type StoredAttribute } from '@shop/db';
import { invalid } from '../../lib/errors.ts';
import { buildCategoryQuery } from './category-query.ts';
import { type CatalogContext, type Document, paging } from './context.ts';

/**
 * Keys attribute lookups never answer: the price source, the price signature and the tier
 * prices are the shop's own fields, not attributes a storefront shows.
 */
const ATTRIBUTE_BLACKLIST = new Set(['price_source', 'sgn', 'tier_prices']);

export class CatalogMetadataSearch {
  constructor(private readonly access: CatalogContext) {}
  // ------------------------------------------------------------------ categories

  async searchCategories(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    const query = buildCategoryQuery(documentStoreId(view), body);
    const page = await this.access.reads.categoryPage(query, { start, size });
    return {
      items: page.documents.map(fieldProjection(body.includeFields, body.excludeFields)),
      total: page.total,
      start,
      size,
    };
  }

  // ------------------------------------------------------------------ attributes

  async searchAttributes(view: StoreView, body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, ATTRIBUTE_LIST_SIZE);
    const { list } = await this.access.attributes();
    const selected = selectAttributes(list, body.filters ?? {});
    const project = fieldProjection(body.includeFields, body.excludeFields);
    const items = selected
      .slice(start, start + size)
      .map((attribute) => project(attributeView(attribute, view)));
    return { items, total: selected.length, start, size };
  }

  // ------------------------------------------------------------------ tax rules

  async searchTaxRules(body: CatalogSearchBody): Promise<CatalogSearchResult> {
    const { start, size } = paging(body, DEFAULT_PAGE_SIZE);
    let rules = TAX_RULES;
    for (const [field, value] of Object.entries(body.filters ?? {})) {
      const values = (Array.isArray(value) ? value : [value]).map(String);
      if (field === 'id') rules = rules.filter((rule) => values.includes(String(rule.id)));
      else if (field === 'product_tax_class_ids') {
        rules = rules.filter((rule) =>
          rule.product_tax_class_ids.some((id) => values.includes(String(id))),
        );
      } else if (field === 'tax_country_id' || field === 'rates.tax_country_id') {
        rules = rules.filter((rule) =>
          rule.rates.some((rate) => values.includes(rate.tax_country_id)),
        );
      } else throw invalid('catalog.filter_unknown_for', { field, entity: 'tax rules' });
    }
    const project = fieldProjection(body.includeFields, body.excludeFields);
    return {
      items: rules.slice(start, start + size).map((rule) => project({ ...rule })),
      total: rules.length,
      start,
      size,
    };
  }
}

/**
 * The attributes an attribute search's filters select. Codes with a dot and the blacklisted
 * keys are never answered.
 */
function selectAttributes(
  list: StoredAttribute[],
  filters: NonNullable<CatalogSearchBody['filters']>,
): StoredAttribute[] {
  let selected = list;
  for (const [field, value] of Object.entries(filters)) {
    const values = Array.isArray(value) ? value.map(String) : [String(value)];
    if (field === 'attribute_code') {
      const codes = values.filter((code) => !code.includes('.') && !ATTRIBUTE_BLACKLIST.has(code));
      selected = selected.filter((attribute) => codes.includes(attribute.code));
    } else if (field === 'attribute_id') {
      selected = selected.filter((attribute) => values.includes(String(attribute.id)));
    } else if (field === 'is_filterable' || field === 'is_user_defined') {
      const flag = values[0] === 'true' || values[0] === '1';
      selected = selected.filter((attribute) =>
        field === 'is_filterable'
          ? attribute.isFilterable === flag
          : attribute.isUserDefined === flag,
      );
    } else {
      throw invalid('catalog.filter_unknown_for', { field, entity: 'attributes' });
    }
  }
  return selected;
}

/** An attribute as the search answers it, labelled in the view's language. */
function attributeView(attribute: StoredAttribute, view: StoreView): Document {
  return {
    attribute_id: attribute.id,
    attribute_code: attribute.code,
    frontend_input: attribute.input,
    frontend_label: attribute.label[view.language],
    default_frontend_label: attribute.label.nl,
    is_user_defined: attribute.isUserDefined,
    is_visible: attribute.isVisible,
    is_comparable: attribute.isComparable,
    is_filterable: attribute.isFilterable,
    is_configurable: attribute.isConfigurable,
    position: attribute.position,
    options: attribute.options.map((option) => ({
      value: String(option.id),
      label: option.label[view.language],
      ...(option.swatch ? { swatch: option.swatch } : {}),
      sort_order: option.position,
    })),
  };
}
