/**
 * How Stripe's Payment Element looks and speaks in the widget: Stripe's Appearance API fed from the
 * partner's theme (the `--bf-*` values the element shows, so a host page's overrides reach the card
 * form too) and the visitor's language. Pure. The partner's font is named, not sent: Stripe's iframe
 * uses it where the visitor's system has it, else the next font of the stack.
 */
import type { Appearance, StripeElementLocale } from '@stripe/stripe-js';
import { ERROR_COLOUR } from '../../../ui/form-styles.ts';

/**
 * The Appearance of the Payment Element from the theme's custom properties as the element resolves
 * them (`value('--bf-color-primary')` → `#0b5563`).
 */
export function stripeAppearance(value: (property: string) => string): Appearance {
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: value('--bf-color-primary'),
      colorText: value('--bf-color-text'),
      colorBackground: value('--bf-color-surface'),
      colorDanger: ERROR_COLOUR,
      fontFamily: value('--bf-font-family'),
      borderRadius: value('--bf-radius'),
    },
  };
}

/** Stripe's locale for a widget locale: the language (`nl-NL` → `nl`), which Stripe has for all five. */
export const stripeLocale = (locale: string): StripeElementLocale =>
  locale.slice(0, 2).toLowerCase() as StripeElementLocale;
