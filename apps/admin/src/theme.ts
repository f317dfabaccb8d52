/**
 * react-admin's light theme with darker blues and grey texts, so that every text (a focused
 * field's label, a secondary line, a link) has at least the 4.5:1 contrast WCAG AA asks for.
 */
import { defaultTheme, type RaThemeOptions } from 'react-admin';

const primary = '#0b57a4';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: primary },
    secondary: { main: '#1d3f66' },
    text: { primary: 'rgba(0, 0, 0, 0.87)', secondary: 'rgba(0, 0, 0, 0.7)' },
  },
};
