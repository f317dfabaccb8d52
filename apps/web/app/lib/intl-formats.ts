/**
 * Intl objects kept per locale and options. Building an `Intl.NumberFormat` or an
 * `Intl.Collator` costs far more than using one (each loads the locale's data), and a page
 * renders many ratings and sorts many facet options: they are built once per locale and kept.
 * The keys are few (two locales, a handful of option sets), so the maps stay small.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const collators = new Map<string, Intl.Collator>();

/** The number format of a locale with these options, built once. */
export function numberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

/** The collator of a locale with these options, built once. */
export function collator(locale: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = collators.get(key);
  if (!found) {
    found = new Intl.Collator(locale, options);
    collators.set(key, found);
  }
  return found;
}
