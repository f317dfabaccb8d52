/**
 * The shopper's texts as the storefront's catalogues hold them, for journeys that find buttons
 * and messages by what the page says in either language: a changed wording changes the journey
 * with it, and a key missing in one language fails loudly.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Lang = 'nl' | 'de';

/** Every catalogue of a locale, merged (English key → text), the API's message keys included. */
function catalogue(locale: string): Record<string, string> {
  const folder = join(import.meta.dirname, '..', 'apps/web/app/i18n', locale);
  return Object.assign(
    {},
    ...readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(folder, file), 'utf8'))),
  );
}

const CATALOGUES: Record<Lang, Record<string, string>> = {
  nl: catalogue('nl-NL'),
  de: catalogue('de-DE'),
};

/** A shopper's text in a language, with its {placeholders} filled. */
export function text(lang: Lang, key: string, values: Record<string, string> = {}): string {
  const template = CATALOGUES[lang][key];
  if (template === undefined) throw new Error(`No ${lang} text for '${key}'`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}
