import { STORE_VIEWS } from '@shop/core';
import { describe, expect, it } from 'vitest';
import { COOKIE_STATEMENT_PATH } from './consent.ts';
import { legalPagePath, legalPageStory } from './legal-pages.ts';
import { localizePath } from './store-view.ts';

describe('legal pages', () => {
  it('the consent banner links to the cookie statement the legal pages name, in both views', () => {
    for (const view of [STORE_VIEWS.nl, STORE_VIEWS.de]) {
      expect(legalPageStory(view, 'cookies').path).toBe(COOKIE_STATEMENT_PATH);
      expect(localizePath(view, COOKIE_STATEMENT_PATH)).toBe(legalPagePath(view, 'cookies'));
    }
    expect(legalPagePath(STORE_VIEWS.de, 'cookies')).toBe('/de/cookies');
  });
});
