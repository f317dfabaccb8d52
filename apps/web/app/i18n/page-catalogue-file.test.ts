import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LOCALES, catalogueFile } from '../../message-catalogue-files.ts';
import { getMessages } from '../lib/i18n.ts';

/**
 * The browser hydrates a page with the catalogue file of its store view, the server renders it
 * with lib/i18n.ts's catalogue: any difference would render one text on the server and another
 * in the browser (a hydration mismatch).
 */
const I18N_DIR = fileURLToPath(new URL('.', import.meta.url));

describe('the page catalogue file', () => {
  for (const locale of CATALOGUE_LOCALES) {
    it(`holds exactly the messages the server renders ${locale} pages with`, () => {
      const file = catalogueFile(I18N_DIR, locale);
      expect(JSON.parse(file.source)).toEqual(getMessages(locale));
    });
  }

  it('is named by its content, so a kept copy is never stale', () => {
    const nl = catalogueFile(I18N_DIR, 'nl-NL');
    expect(nl.path).toMatch(/^\/assets\/messages-nl-NL-[0-9a-f]{10}\.json$/);
    expect(catalogueFile(I18N_DIR, 'nl-NL').path).toBe(nl.path);
    expect(catalogueFile(I18N_DIR, 'de-DE').path).not.toBe(nl.path);
  });
});
