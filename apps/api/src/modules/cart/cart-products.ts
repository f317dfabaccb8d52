/**
 * The line a cart or order request describes, resolved against the catalogue: a configurable
 * parent with its chosen options becomes its child, a bundle gets its selections (defaults for
 * options not chosen), custom options are checked. A request that names no sellable line is
 * refused with the message the storefront shows.
 */
import type { ProductOptionInput } from '@shop/contracts';
import {
  type BundleOption,
  type BundleOptionChoice,
  bundleSelectionProblem,
  type CatalogEntry,
  type ChildDocument,
  type ConfigurableItemOption,
  type CustomOptionChoice,
  getDefaultBundleSelections,
  giftCardLineProblems,
  giftCardRecipientOptions,
  isGiftCard,
  type LineProductOption,
  lineOptionsIdentity,
  type ProductDocument,
} from '@shop/core';
import { DomainError, invalid, invalidField, notFound } from '../../lib/errors.ts';

/** A line as the request describes it, resolved against the catalogue. */
export interface ResolvedLine {
  sku: string;
  parentSku: string;
  productType: ProductDocument['type_id'];
  productOption: LineProductOption | null;
  checksum: string;
  entry: CatalogEntry;
}

const asNumber = (value: unknown): number => Number(value);

/**
 * The line a request asks for: a configurable parent with its chosen options becomes its child,
 * a bundle gets its default selections for options not chosen, custom options are checked.
 */
export function resolveRequestedLine(
  requestedSku: string,
  option: ProductOptionInput | null | undefined,
  entries: Map<string, CatalogEntry>,
): ResolvedLine {
  let entry = entries.get(requestedSku);
  if (!entry) throw notFound('cart.product_not_available');
  const ext = option?.extension_attributes;
  const { parent } = entry;
  if (parent.type_id === 'grouped') {
    throw invalid('cart.grouped_product', { name: parent.name });
  }
  if (parent.type_id === 'configurable' && !entry.child) {
    const chosen = ext?.configurable_item_options ?? [];
    const child = findChildByOptions(parent, chosen);
    if (!child) throw configurationRefusal(parent, chosen);
    if (child.status >= 2) throw notFound('cart.product_not_available');
    entry = { parent, child };
  }
  const productOption: LineProductOption = { extension_attributes: {} };
  if (entry.child) {
    productOption.extension_attributes.configurable_item_options = configurableItemOptions(
      parent,
      entry.child,
    );
  }
  if (parent.type_id === 'bundle') {
    productOption.extension_attributes.bundle_options = bundleChoices(
      parent.bundle_options ?? [],
      ext?.bundle_options ?? [],
    );
  }
  const contribution = ext?.birthlist_donation_item_id;
  if (contribution !== undefined) checkContribution(parent, ext?.birthlist_item_id);
  const custom = customChoices(parent, ext?.custom_options ?? [], contribution !== undefined);
  if (custom.length > 0) productOption.extension_attributes.custom_options = custom;
  if (ext?.birthlist_item_id !== undefined) {
    productOption.extension_attributes.birthlist_item_id = ext.birthlist_item_id;
  }
  if (contribution !== undefined) {
    productOption.extension_attributes.birthlist_donation_item_id = contribution;
  }
  const hasOptions = Object.keys(productOption.extension_attributes).length > 0;
  return {
    sku: entry.child?.sku ?? parent.sku,
    parentSku: parent.sku,
    productType: parent.type_id,
    productOption: hasOptions ? productOption : null,
    checksum: lineOptionsIdentity(productOption),
    entry,
  };
}

function findChildByOptions(
  parent: ProductDocument,
  chosen: readonly { option_id: number | string; option_value: number | string }[],
): ChildDocument | null {
  const options = parent.configurable_options ?? [];
  if (chosen.length === 0 || options.length === 0) return null;
  const wanted: { code: string; value: number }[] = [];
  for (const choice of chosen) {
    const option = options.find((o) => o.attribute_id === asNumber(choice.option_id));
    if (!option) return null;
    wanted.push({ code: option.attribute_code, value: asNumber(choice.option_value) });
  }
  // Every configurable attribute must be chosen: a partial choice is not one variant.
  if (new Set(wanted.map((w) => w.code)).size !== options.length) return null;
  return (
    (parent.configurable_children ?? []).find((child) =>
      wanted.every((w) => asNumber(child[w.code]) === w.value),
    ) ?? null
  );
}

const CHOICES_FIELD = 'cartItem.product_option.extension_attributes.configurable_item_options';

/**
 * Why the chosen options of a configurable parent name no child, naming the choice at fault:
 * an attribute the product is not configured by, a value the attribute does not have, an
 * attribute left unchosen, or values that each exist but not together in one child.
 */
function configurationRefusal(
  parent: ProductDocument,
  chosen: readonly { option_id: number | string; option_value: number | string }[],
) {
  const options = parent.configurable_options ?? [];
  for (const [index, choice] of chosen.entries()) {
    const field = `${CHOICES_FIELD}.${index}`;
    const option = options.find((o) => o.attribute_id === asNumber(choice.option_id));
    if (!option) {
      return invalid('cart.configuration_attribute_unknown', {
        field: `${field}.option_id`,
        attribute: String(choice.option_id),
      });
    }
    const offered = (parent.configurable_children ?? []).some(
      (child) => asNumber(child[option.attribute_code]) === asNumber(choice.option_value),
    );
    if (!offered) {
      return invalid('cart.configuration_value_unknown', {
        field: `${field}.option_value`,
        attribute: option.label || option.attribute_code,
        value: String(choice.option_value),
      });
    }
  }
  const unchosen = options.find(
    (option) => !chosen.some((choice) => asNumber(choice.option_id) === option.attribute_id),
  );
  if (unchosen) {
    return invalid('cart.configuration_missing', {
      field: CHOICES_FIELD,
      attribute: unchosen.label || unchosen.attribute_code,
    });
  }
  const choice = chosen
    .map((c) => {
      const option = options.find((o) => o.attribute_id === asNumber(c.option_id));
      const label = option?.values.find((v) => v.value_index === asNumber(c.option_value))?.label;
      return `${option?.label || option?.attribute_code} ${label ?? c.option_value}`;
    })
    .join(', ');
  return invalid('cart.configuration_combination_unknown', { field: CHOICES_FIELD, choice });
}

/** The chosen options of a configurable line with their labels in the parent's store view. */
export function configurableItemOptions(
  parent: ProductDocument,
  child: ChildDocument,
): ConfigurableItemOption[] {
  return (parent.configurable_options ?? []).flatMap((option) => {
    const value = child[option.attribute_code];
    if (value === undefined || value === null) return [];
    const label = option.values.find((v) => v.value_index === asNumber(value))?.label;
    return [
      {
        option_id: String(option.attribute_id),
        option_value: String(value),
        label: option.label || option.attribute_code,
        value: label ?? String(value),
      },
    ];
  });
}

export function bundleChoices(
  options: readonly BundleOption[],
  requested: NonNullable<NonNullable<ProductOptionInput['extension_attributes']>['bundle_options']>,
): BundleOptionChoice[] {
  const defaults = new Map(getDefaultBundleSelections(options).map((d) => [d.option_id, d]));
  for (const choice of requested) {
    if (!options.some((o) => o.option_id === asNumber(choice.option_id))) {
      throw invalid('cart.bundle_option_unknown', { optionId: String(choice.option_id) });
    }
  }
  return options.flatMap((option) => {
    const asked = requested.find((r) => asNumber(r.option_id) === option.option_id);
    // An option sent with no selections leaves an optional part out; a required one (or an
    // option not sent at all) gets the bundle's default.
    const leftOut = asked !== undefined && asked.option_selections.length === 0 && !option.required;
    const selections = (
      leftOut
        ? []
        : asked && asked.option_selections.length > 0
          ? asked.option_selections
          : (defaults.get(option.option_id)?.option_selections ?? [])
    ).map(asNumber);
    const distinct = [...new Set(selections)];
    const problem = bundleSelectionProblem(option, distinct.length);
    if (problem) {
      throw invalid('cart.bundle_selection_count', {
        optionId: option.option_id,
        title: option.title,
        expected: problem,
        count: distinct.length,
      });
    }
    if (selections.length === 0) return [];
    const links = selections.map((id) => {
      const link = option.product_links.find((l) => l.id === id);
      if (!link)
        throw invalid('cart.bundle_selection_unknown', {
          optionId: option.option_id,
          selectionId: id,
        });
      return link;
    });
    const first = links[0]!;
    let qty = Math.max(1, Math.trunc(first.qty) || 1);
    if (first.can_change_quantity && asked?.option_qty != null && asked.option_qty !== '') {
      const parsed = Number(asked.option_qty);
      if (!Number.isInteger(parsed) || parsed < 1 || parsed > 100) {
        throw invalid('cart.bundle_option_qty', { optionId: option.option_id });
      }
      qty = parsed;
    }
    return [
      {
        option_id: option.option_id,
        option_qty: qty,
        option_selections: distinct.sort((a, b) => a - b),
      },
    ];
  });
}

/**
 * A contribution to a birth list's donation item is a gift card line (its amount is what counts)
 * and not also a gift for a list item.
 */
function checkContribution(parent: ProductDocument, giftItemId: number | undefined): void {
  if (giftItemId !== undefined) throw invalid('birthlist.contribution_and_gift');
  if (!isGiftCard(parent)) {
    // The refusal names the line's field that makes it a contribution.
    throw new DomainError(
      'invalid',
      'birthlist.contribution_not_gift_card',
      {},
      {
        field: 'product_option.extension_attributes.birthlist_donation_item_id',
      },
    );
  }
}

/**
 * The custom options chosen for a line, checked. A contribution's gift card goes to the list's
 * parents: its recipient options (name, e-mail address, message) are neither asked nor taken.
 */
function customChoices(
  parent: ProductDocument,
  requested: NonNullable<NonNullable<ProductOptionInput['extension_attributes']>['custom_options']>,
  contribution = false,
): CustomOptionChoice[] {
  const options = parent.custom_options ?? [];
  const recipientIds = new Set(
    contribution
      ? Object.values(giftCardRecipientOptions(parent)).filter((id) => id !== undefined)
      : [],
  );
  const choices: CustomOptionChoice[] = [];
  for (const choice of requested) {
    const option = options.find((o) => o.option_id === asNumber(choice.option_id));
    if (!option) throw invalid('cart.option_unknown', { optionId: String(choice.option_id) });
    const value = String(choice.option_value).trim();
    if (value === '') continue;
    if (recipientIds.has(option.option_id)) throw invalid('birthlist.contribution_no_recipient');
    // A text option (field, area) takes the shopper's text; the others one of their values.
    const text = option.type === 'field' || option.type === 'area';
    if (
      !text &&
      option.values.length > 0 &&
      !option.values.some((v) => String(v.option_type_id) === value)
    ) {
      throw invalid('cart.option_value_unknown', { title: option.title, value });
    }
    choices.push({ option_id: option.option_id, option_value: value });
  }
  if (!contribution) checkRecipient(parent, choices);
  for (const option of options) {
    if (recipientIds.has(option.option_id)) continue;
    if (option.is_require && !choices.some((c) => c.option_id === option.option_id)) {
      throw invalid('cart.option_required', { title: option.title });
    }
  }
  return choices.sort((a, b) => a.option_id - b.option_id);
}

/**
 * A gift card's recipient (its text options): a name of at most 100 characters, a valid e-mail
 * address, a message of at most 300 characters. The first problem is refused, naming the field.
 */
function checkRecipient(parent: ProductDocument, choices: readonly CustomOptionChoice[]) {
  const problem = giftCardLineProblems(giftCardRecipientOptions(parent), choices)[0];
  if (!problem) return;
  // The rule's English is the template of its key (cart.gift_card_*), so the answer is keyed.
  throw invalidField(problem.message, problem.field);
}
