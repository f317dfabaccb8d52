/**
 * The back office in Dutch or English (decision 75): the operator picks in the app bar; until
 * then the browser's language decides (Dutch for nl, English otherwise). react-admin keeps the
 * choice in its store (localStorage), so it holds across sessions on that browser.
 */
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { en } from './en.ts';
import { browserLocale } from './locale.ts';
import { nl } from './nl.ts';
import { raDutch } from './ra-dutch.ts';

const catalogues = {
  en: { ...englishMessages, ...en },
  nl: { ...raDutch, ...nl },
};

const provider = polyglotI18nProvider(
  (locale) => (locale === 'nl' ? catalogues.nl : catalogues.en),
  browserLocale(navigator.languages),
  [
    { locale: 'en', name: 'English' },
    { locale: 'nl', name: 'Nederlands' },
  ],
  { allowMissing: true },
);

/** The page's language follows the operator's choice (screen readers read it by its lang). */
function markLanguage(locale: string) {
  document.documentElement.lang = locale;
}

export const i18nProvider = {
  ...provider,
  changeLocale: async (locale: string, options?: unknown) => {
    await provider.changeLocale(locale, options);
    markLanguage(locale);
  },
};
markLanguage(provider.getLocale());
