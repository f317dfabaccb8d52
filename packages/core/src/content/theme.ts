/**
 * The theme config story (`{storeCode}/config/theme`, secondary-areas §3 theme config) split
 * into its named theme components: the menu, the footer's link groups and the search overlay's
 * suggestions. An unknown component name is refused with 'Wrong theme name' (§8).
 */

/** The named components of a theme, in the order the answer lists them. */
export const THEME_NAMES = ['menu', 'footer', 'search'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** The message of a theme component name that is not one of THEME_NAMES. */
export const WRONG_THEME_NAME = 'Wrong theme name';

export class WrongThemeNameError extends Error {
  constructor(readonly themeName: string) {
    super(WRONG_THEME_NAME);
    this.name = 'WrongThemeNameError';
  }
}

export function isThemeName(value: string): value is ThemeName {
  return (THEME_NAMES as readonly string[]).includes(value);
}

/**
 * A theme story's content split into its components: each one the list the content holds under
 * that name, an empty list when the content has none (or something else than a list).
 */
export function splitTheme(content: Record<string, unknown>): Record<ThemeName, unknown[]> {
  const component = (name: ThemeName) => {
    const value = content[name];
    return Array.isArray(value) ? value : [];
  };
  return { menu: component('menu'), footer: component('footer'), search: component('search') };
}

/** One named component of a theme story's content; an unknown name throws WrongThemeNameError. */
export function themeComponent(content: Record<string, unknown>, name: string): unknown[] {
  if (!isThemeName(name)) throw new WrongThemeNameError(name);
  return splitTheme(content)[name];
}
