import { buildThemeTokens, contrastRatio, mix, parseHexColor, toHex } from '../../../../src/domain/theme.ts';
import type { MessageBrand } from '../message.types.ts';

/** The page and card colours of the dark scheme (the `prefers-color-scheme: dark` block). */
export const DARK = { page: '#121212', card: '#1e1e1e', panel: '#2a2a2a', text: '#ececec', muted: '#b8b8b8' };

/** The partner's colours as a message uses them, each readable on what it sits on. */
export type MailColors = {
  /** Header band and buttons: the partner's main colour. */
  primary: string;
  /** Text on the band and buttons: black or white, whichever contrasts more. */
  onPrimary: string;
  /** Links on white: the partner colour when it reads at 4.5:1, else its dark shade or near-black. */
  link: string;
  /** Links on the dark card: the partner colour lightened until it reads at 4.5:1. */
  linkOnDark: string;
};

const WHITE = { r: 255, g: 255, b: 255 };

/** The message colours from the partner's settings, with the widget's own contrast rules. */
export function mailColors(brand: Pick<MessageBrand, 'color' | 'secondaryColor'>): MailColors {
  const tokens = buildThemeTokens({ color: brand.color, secondaryColor: brand.secondaryColor });
  const primary = parseHexColor(tokens.primary)!;
  const card = parseHexColor(DARK.card)!;
  // Ten steps towards white always end at white, which reads on the dark card.
  const steps = Array.from({ length: 11 }, (_, i) => mix(WHITE, primary, i / 10));
  const onDark = steps.find((c) => contrastRatio(c, card) >= 4.5) ?? WHITE;
  return {
    primary: tokens.primary,
    onPrimary: tokens.onPrimary,
    link: tokens.link,
    linkOnDark: toHex(onDark),
  };
}
