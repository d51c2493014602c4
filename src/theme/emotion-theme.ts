/** The Emotion theme: the partner's computed tokens, for the few places that need values, not vars. */
import type { ThemeTokens } from '../domain/theme.ts';

/** What `useTheme()` returns inside the widget. */
export type WidgetTheme = { tokens: ThemeTokens };

declare module '@emotion/react' {
  // Emotion's Theme is an empty interface meant to be merged with the app's theme.
  export interface Theme extends WidgetTheme {}
}

/** Builds the Emotion theme object from tokens. */
export function createWidgetTheme(tokens: ThemeTokens): WidgetTheme {
  return { tokens };
}
