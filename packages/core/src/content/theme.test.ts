import { describe, expect, it } from 'vitest';
import { splitTheme, themeComponent, WRONG_THEME_NAME, WrongThemeNameError } from './theme.ts';

const content = {
  _uid: 't',
  component: 'theme',
  menu: [{ _uid: 'm1' }],
  footer: [{ _uid: 'f1' }, { _uid: 'f2' }],
  search: 'not a list',
};

describe('theme components', () => {
  it('splits a theme into menu, footer and search, a missing or odd one empty', () => {
    expect(splitTheme(content)).toEqual({
      menu: [{ _uid: 'm1' }],
      footer: [{ _uid: 'f1' }, { _uid: 'f2' }],
      search: [],
    });
    expect(splitTheme({})).toEqual({ menu: [], footer: [], search: [] });
  });

  it('gives one component by name', () => {
    expect(themeComponent(content, 'footer')).toHaveLength(2);
  });

  it("refuses an unknown name with 'Wrong theme name'", () => {
    expect(() => themeComponent(content, 'header')).toThrow(WrongThemeNameError);
    expect(() => themeComponent(content, '__proto__')).toThrow(WRONG_THEME_NAME);
  });
});
