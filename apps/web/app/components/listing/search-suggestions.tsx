import { useId } from 'react';
import { useTranslate } from '../../lib/i18n.ts';
import { entryKey, useSiteTheme } from '../../lib/site-theme.ts';
import { ThemeLink } from '../layout/theme-link.tsx';
import styles from './search-suggestions.module.css';

/**
 * With an empty query: the theme's 'Search in a category' suggestions as links (secondary-areas
 * §2 search overlay), on the search page and in the search overlay; nothing without them.
 */
export function SearchSuggestions({
  headingLevel = 2,
  transition = true,
}: {
  headingLevel?: 2 | 3;
  /** Whether a suggestion plays the page transition (not from the closing search overlay). */
  transition?: boolean;
}) {
  const t = useTranslate();
  const id = useId();
  const suggestions = useSiteTheme().search;
  if (suggestions.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <nav aria-labelledby={id} className={styles.suggestions}>
      <Heading id={id}>{t('Search in a category')}</Heading>
      <ul>
        {suggestions.map((suggestion) => (
          <li key={entryKey(suggestion)}>
            <ThemeLink href={suggestion} viewTransition={transition}>
              {suggestion.text}
            </ThemeLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
