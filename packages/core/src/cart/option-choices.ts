/**
 * The options a cart line chooses, checked against the product's option definitions before the
 * line is added, changed or ordered. The rules:
 * - an option of single choice (custom drop_down and radio, bundle select and radio, so also a
 *   gift card's amount) takes exactly one value; an option of multiple choice (custom checkbox
 *   and multiple, bundle checkbox and multi) takes one or more distinct values; a text option
 *   (field, area, date, …) takes the shopper's text;
 * - every required option is given: a bundle's required part is never filled in with its
 *   default, and an option not given is not chosen (a bundle then has no such part);
 * - an option is named once: a second entry for the same option is refused, never added up;
 * - an option or value the product does not have is refused;
 * - a bundle has at least one part.
 * The answer is either the choices normalised (sorted by option, values as the line stores them)
 * or the first problem, naming the option.
 */
import type { BundleOption, CustomOption } from '../catalog/document.ts';
import type { BundleOptionChoice, CustomOptionChoice } from './product-option.ts';

/** What is wrong with a line's option choices. */
export type OptionChoiceRule =
  /** The option takes one value and got several. */
  | 'two_values'
  /** A required option was not given (or given without a value). */
  | 'required'
  /** The option was given more than once. */
  | 'repeated'
  /** An option of several values names one value twice. */
  | 'value_repeated'
  /** The option has no such value (a bundle option no such part). */
  | 'unknown_value'
  /** The product has no such option. */
  | 'unknown_option'
  /** A bundle's part quantity is not a whole number from 1 to 100. */
  | 'bad_qty'
  /** A bundle with no part chosen at all. */
  | 'nothing_chosen';

export interface OptionChoiceProblem {
  rule: OptionChoiceRule;
  /** Which list the option is in. */
  kind: 'bundle' | 'custom';
  /** The option's id as the request named it ('' for a rule about the whole bundle). */
  optionId: string;
  /** The option's title ('' when the product has no such option). */
  title: string;
  /** The value the rule is about (unknown_value, value_repeated), else ''. */
  value: string;
  /** How many values were given (two_values), else 0. */
  count: number;
}

/** A bundle option as a request chooses it. */
export interface BundleChoiceInput {
  option_id: number | string;
  option_qty?: number | string | null | undefined;
  option_selections: readonly (number | string)[];
}

/** A custom option as a request chooses it (several values of one option: "81,82"). */
export interface CustomChoiceInput {
  option_id: number | string;
  option_value: number | string;
}

/** The option definitions of a product that a line's choices are checked against. */
export interface OptionDefinitions {
  /** Present for a bundle (a bundle's parts are chosen here). */
  bundle_options?: readonly BundleOption[] | null | undefined;
  custom_options?: readonly CustomOption[] | null | undefined;
}

export interface LineChoicesInput {
  bundle_options?: readonly BundleChoiceInput[] | null | undefined;
  custom_options?: readonly CustomChoiceInput[] | null | undefined;
}

export interface CheckedChoices {
  /** Null for a product that is not a bundle. */
  bundle_options: BundleOptionChoice[] | null;
  custom_options: CustomOptionChoice[];
}

export type OptionChoicesResult =
  | { ok: true; choices: CheckedChoices }
  | { ok: false; problem: OptionChoiceProblem };

/** Bundle option types of which the shopper picks one part. */
const SINGLE_BUNDLE_TYPES: ReadonlySet<string> = new Set(['select', 'radio']);
/** Custom option types of which the shopper picks one value. */
const SINGLE_CUSTOM_TYPES: ReadonlySet<string> = new Set(['drop_down', 'radio']);
/** Custom option types of which the shopper picks one or more values. */
const MULTI_CUSTOM_TYPES: ReadonlySet<string> = new Set(['checkbox', 'multiple', 'multi']);

/** The most of one bundle part a line may ask for. */
export const BUNDLE_PART_QTY_MAX = 100;

/** Whether a custom option takes the shopper's text rather than one of its values. */
export function isTextCustomOption(option: Pick<CustomOption, 'type'>): boolean {
  return !SINGLE_CUSTOM_TYPES.has(option.type) && !MULTI_CUSTOM_TYPES.has(option.type);
}

/** Whether a bundle option takes exactly one part. */
export function isSingleChoiceBundleOption(option: Pick<BundleOption, 'type'>): boolean {
  return SINGLE_BUNDLE_TYPES.has(option.type);
}

/**
 * The values a stored custom option choice names: for a text option its one value (which carries
 * the option's surcharge, if any), for a choice option the values whose ids it lists.
 */
export function chosenCustomOptionValues(
  option: CustomOption,
  optionValue: string,
): CustomOption['values'] {
  if (isTextCustomOption(option)) return option.values.slice(0, 1);
  const ids = new Set(splitValues(optionValue));
  return option.values.filter((value) => ids.has(String(value.option_type_id)));
}

/** The ids a choice option's value lists ("81,82" → ['81', '82']), empty parts dropped. */
function splitValues(optionValue: string): string[] {
  return optionValue
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

const idText = (id: number | string) => String(id).trim();

function problem(
  rule: OptionChoiceRule,
  kind: OptionChoiceProblem['kind'],
  optionId: number | string,
  title: string,
  extra: { value?: string; count?: number } = {},
): { ok: false; problem: OptionChoiceProblem } {
  return {
    ok: false,
    problem: {
      rule,
      kind,
      optionId: idText(optionId),
      title,
      value: extra.value ?? '',
      count: extra.count ?? 0,
    },
  };
}

/** The first entry of a list whose option id came before it, or null. */
function findRepeated<T extends { option_id: number | string }>(list: readonly T[]): T | null {
  const seen = new Set<string>();
  for (const entry of list) {
    const id = idText(entry.option_id);
    if (seen.has(id)) return entry;
    seen.add(id);
  }
  return null;
}

/** The first value of a list that came before in it, or null. */
function firstRepeatedValue(values: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return null;
}

/**
 * Checks a line's option choices against the product's definitions (see the file comment):
 * the normalised choices, or the first problem naming the option. `notAsked` lists custom
 * options the line neither takes nor needs (a contribution's gift card recipient): they are
 * not required; the caller refuses them when given.
 */
export function checkOptionChoices(
  definitions: OptionDefinitions,
  requested: LineChoicesInput,
  notAsked: ReadonlySet<number> = new Set(),
): OptionChoicesResult {
  let bundle: BundleOptionChoice[] | null = null;
  if (definitions.bundle_options) {
    const checked = checkBundleChoices(definitions.bundle_options, requested.bundle_options ?? []);
    if (!checked.ok) return checked;
    bundle = checked.choices;
  }
  const custom = checkCustomChoices(
    definitions.custom_options ?? [],
    requested.custom_options ?? [],
    notAsked,
  );
  if (!custom.ok) return custom;
  return { ok: true, choices: { bundle_options: bundle, custom_options: custom.choices } };
}

function checkBundleChoices(
  options: readonly BundleOption[],
  requested: readonly BundleChoiceInput[],
): { ok: true; choices: BundleOptionChoice[] } | { ok: false; problem: OptionChoiceProblem } {
  const byId = new Map(options.map((option) => [String(option.option_id), option]));
  for (const choice of requested) {
    if (!byId.has(idText(choice.option_id))) {
      return problem('unknown_option', 'bundle', choice.option_id, '');
    }
  }
  const repeated = findRepeated(requested);
  if (repeated) {
    const title = byId.get(idText(repeated.option_id))?.title ?? '';
    return problem('repeated', 'bundle', repeated.option_id, title);
  }
  const choices: BundleOptionChoice[] = [];
  for (const option of [...options].sort((a, b) => a.option_id - b.option_id)) {
    const asked = requested.find((r) => idText(r.option_id) === String(option.option_id));
    const selections = (asked?.option_selections ?? []).map(idText);
    const again = firstRepeatedValue(selections);
    if (again !== null) {
      return problem('value_repeated', 'bundle', option.option_id, option.title, { value: again });
    }
    if (selections.length === 0) {
      if (option.required) return problem('required', 'bundle', option.option_id, option.title);
      continue;
    }
    if (isSingleChoiceBundleOption(option) && selections.length > 1) {
      return problem('two_values', 'bundle', option.option_id, option.title, {
        count: selections.length,
      });
    }
    const links = [];
    for (const id of selections) {
      const link = option.product_links.find((l) => String(l.id) === id);
      if (!link) {
        return problem('unknown_value', 'bundle', option.option_id, option.title, { value: id });
      }
      links.push(link);
    }
    const qty = bundlePartQty(links[0]!, asked?.option_qty);
    if (qty === null) return problem('bad_qty', 'bundle', option.option_id, option.title);
    choices.push({
      option_id: option.option_id,
      option_qty: qty,
      option_selections: links.map((l) => l.id).sort((a, b) => a - b),
    });
  }
  if (choices.length === 0) return problem('nothing_chosen', 'bundle', '', '');
  return { ok: true, choices };
}

/**
 * The quantity of a bundle part: the link's own (at least 1), or the asked one when the link lets
 * the shopper change it and it is a whole number from 1 to 100; null for a bad asked quantity.
 */
function bundlePartQty(
  link: Pick<BundleOption['product_links'][number], 'qty' | 'can_change_quantity'>,
  asked: number | string | null | undefined,
): number | null {
  const own = Math.max(1, Math.trunc(link.qty) || 1);
  if (!link.can_change_quantity || asked === null || asked === undefined || asked === '') {
    return own;
  }
  const parsed = Number(asked);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > BUNDLE_PART_QTY_MAX) return null;
  return parsed;
}

function checkCustomChoices(
  options: readonly CustomOption[],
  requested: readonly CustomChoiceInput[],
  notAsked: ReadonlySet<number>,
): { ok: true; choices: CustomOptionChoice[] } | { ok: false; problem: OptionChoiceProblem } {
  const byId = new Map(options.map((option) => [String(option.option_id), option]));
  for (const choice of requested) {
    if (!byId.has(idText(choice.option_id))) {
      return problem('unknown_option', 'custom', choice.option_id, '');
    }
  }
  const repeated = findRepeated(requested);
  if (repeated) {
    const title = byId.get(idText(repeated.option_id))?.title ?? '';
    return problem('repeated', 'custom', repeated.option_id, title);
  }
  const choices: CustomOptionChoice[] = [];
  for (const option of [...options].sort((a, b) => a.option_id - b.option_id)) {
    const asked = requested.find((r) => idText(r.option_id) === String(option.option_id));
    const text = asked === undefined ? '' : String(asked.option_value).trim();
    if (text === '') {
      if (option.is_require && !notAsked.has(option.option_id)) {
        return problem('required', 'custom', option.option_id, option.title);
      }
      continue;
    }
    if (isTextCustomOption(option)) {
      choices.push({ option_id: option.option_id, option_value: text });
      continue;
    }
    const values = splitValues(text);
    if (values.length === 0) {
      if (option.is_require && !notAsked.has(option.option_id)) {
        return problem('required', 'custom', option.option_id, option.title);
      }
      continue;
    }
    if (SINGLE_CUSTOM_TYPES.has(option.type) && values.length > 1) {
      return problem('two_values', 'custom', option.option_id, option.title, {
        count: values.length,
      });
    }
    const again = firstRepeatedValue(values);
    if (again !== null) {
      return problem('value_repeated', 'custom', option.option_id, option.title, { value: again });
    }
    const ids: number[] = [];
    for (const value of values) {
      const known = option.values.find((v) => String(v.option_type_id) === value);
      if (!known) {
        return problem('unknown_value', 'custom', option.option_id, option.title, { value });
      }
      ids.push(known.option_type_id);
    }
    choices.push({
      option_id: option.option_id,
      option_value: ids.sort((a, b) => a - b).join(','),
    });
  }
  return { ok: true, choices };
}
