/**
 * The line a cart or order request describes, resolved against the catalogue: a configurable
 * parent with its chosen options becomes its child, a bundle's parts and the custom options are
 * checked by core's option rules (checkOptionChoices). A request that names no sellable line is
 * refused with the message the storefront shows, naming the option that is wrong.
 */
import type { ProductOptionInput } from '@shop/contracts';
import {
  type BundleOptionChoice,
  type CatalogEntry,
  type ChildDocument,
  type ConfigurableItemOption,
  type CustomOptionChoice,
  checkOptionChoices,
  checkPackageSelection,
  giftCardLineProblems,
  giftCardRecipientOptions,
  isGiftCard,
  type LineProductOption,
  lineOptionsIdentity,
  type OptionChoiceProblem,
  type PackageSelectionProblem,
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
 * a bundle's parts and the custom options are checked (no default fills a missing choice).
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
    entry = { ...entry, child };
  }
  const productOption: LineProductOption = { extension_attributes: {} };
  if (entry.child) {
    productOption.extension_attributes.configurable_item_options = configurableItemOptions(
      parent,
      entry.child,
    );
  }
  const contribution = ext?.birthlist_donation_item_id;
  if (contribution !== undefined) checkContribution(parent, ext?.birthlist_item_id);
  const { bundle, custom } = checkedChoices(
    parent,
    withPackageParts(parent, ext),
    contribution !== undefined,
  );
  if (bundle) productOption.extension_attributes.bundle_options = bundle;
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

const EXTENSION_FIELD = 'cartItem.product_option.extension_attributes';

/**
 * A package's selection (secondary-areas §3) turned into the bundle parts it stands for, checked
 * by core's package rule; the parts then pass the bundle's own option rules. A request without a
 * package selection keeps its bundle options as they are.
 */
function withPackageParts(
  parent: ProductDocument,
  ext: NonNullable<ProductOptionInput['extension_attributes']> | undefined,
): NonNullable<ProductOptionInput['extension_attributes']> | undefined {
  const requested = ext?.package_options;
  if (requested === undefined) return ext;
  if (parent.type_id !== 'bundle' || !parent.package_options) {
    throw invalid('cart.package_not_package', { field: `${EXTENSION_FIELD}.package_options` });
  }
  const checked = checkPackageSelection(
    parent.id,
    parent.package_options,
    requested.map((entry) => ({ ...entry, super_attributes: entry.super_attributes ?? {} })),
  );
  if (!checked.ok) throw packageSelectionError(parent, checked.problem);
  return { ...ext, bundle_options: checked.bundle_options };
}

/** The 400 of a package rule, naming the request field and the option. */
function packageSelectionError(parent: ProductDocument, problem: PackageSelectionProblem) {
  const field = `${EXTENSION_FIELD}.${problem.field}`;
  const title = problem.title || problem.optionId;
  switch (problem.rule) {
    case 'unknown_option':
      return invalid('cart.package_option_unknown', { field, optionId: problem.optionId });
    case 'repeated':
      return invalid('cart.package_option_repeated', { field, title });
    case 'wrong_package':
      return invalid('cart.package_wrong_package', { field, sku: parent.sku });
    case 'required':
      return invalid('cart.package_option_required', { field, title });
    case 'two_products':
      return invalid('cart.package_two_products', { field, title });
    case 'unknown_product':
      return invalid('cart.package_product_unknown', { field, title });
    case 'attribute_missing':
      return invalid('cart.package_attribute_missing', { field, title });
    case 'unknown_attribute':
      return invalid('cart.package_attribute_unknown', { field, title });
    case 'no_variant':
      return invalid('cart.package_no_variant', { field, title });
  }
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
 * The bundle parts and custom options chosen for a line, checked by core's option rules: a
 * single choice takes one value, a required option must be given, an option is named once. A
 * contribution's gift card goes to the list's parents: its recipient options (name, e-mail
 * address, message) are neither asked nor taken.
 */
function checkedChoices(
  parent: ProductDocument,
  requested: NonNullable<ProductOptionInput['extension_attributes']> | undefined,
  contribution: boolean,
): { bundle: BundleOptionChoice[] | null; custom: CustomOptionChoice[] } {
  const recipientIds = new Set(
    contribution
      ? Object.values(giftCardRecipientOptions(parent)).filter((id) => id !== undefined)
      : [],
  );
  for (const choice of requested?.custom_options ?? []) {
    const given = String(choice.option_value).trim() !== '';
    if (given && recipientIds.has(asNumber(choice.option_id))) {
      throw invalid('birthlist.contribution_no_recipient');
    }
  }
  const checked = checkOptionChoices(
    {
      bundle_options: parent.type_id === 'bundle' ? (parent.bundle_options ?? []) : null,
      custom_options: parent.custom_options ?? [],
    },
    {
      bundle_options: requested?.bundle_options ?? [],
      custom_options: requested?.custom_options ?? [],
    },
    recipientIds,
  );
  if (!checked.ok) {
    // A gift card's missing recipient is answered by the recipient rule, naming its field.
    if (checked.problem.rule === 'required' && !contribution) {
      checkRecipient(
        parent,
        (requested?.custom_options ?? []).map((c) => ({
          option_id: asNumber(c.option_id),
          option_value: String(c.option_value).trim(),
        })),
      );
    }
    throw optionChoiceError(checked.problem);
  }
  const { bundle_options: bundle, custom_options: custom } = checked.choices;
  if (!contribution) checkRecipient(parent, custom);
  return { bundle, custom };
}

/** The 400 of an option rule, naming the option (its title, or its id when it has none). */
export function optionChoiceError(problem: OptionChoiceProblem) {
  const { optionId, title, value, count } = problem;
  switch (problem.rule) {
    case 'unknown_option':
      return problem.kind === 'bundle'
        ? invalid('cart.bundle_option_unknown', { optionId })
        : invalid('cart.option_unknown', { optionId });
    case 'unknown_value':
      return problem.kind === 'bundle'
        ? invalid('cart.bundle_selection_unknown', { optionId, selectionId: value })
        : invalid('cart.option_value_unknown', { title, value });
    case 'two_values':
      return invalid('cart.option_single_value', { title, count });
    case 'required':
      return invalid('cart.option_required', { title });
    case 'repeated':
      return invalid('cart.option_repeated', { title: title || optionId });
    case 'value_repeated':
      return invalid('cart.option_value_repeated', { title, value });
    case 'bad_qty':
      return invalid('cart.bundle_option_qty', { optionId });
    case 'nothing_chosen':
      return invalid('cart.bundle_nothing_chosen');
  }
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
