import type { EventTypeDocument } from '../document.ts';

/** Event types a location may accept, with their names in every locale. */
export const EVENT_TYPES = {
  meeting: {
    code: 'meeting',
    name: {
      'nl-NL': 'Vergadering',
      'en-US': 'Meeting',
      'de-DE': 'Besprechung',
      'fr-FR': 'Réunion',
      'fi-FI': 'Kokous',
    },
  },
  conference: {
    code: 'conference',
    name: {
      'nl-NL': 'Congres',
      'en-US': 'Conference',
      'de-DE': 'Konferenz',
      'fr-FR': 'Conférence',
      'fi-FI': 'Konferenssi',
    },
  },
  training: {
    code: 'training',
    name: {
      'nl-NL': 'Training',
      'en-US': 'Training',
      'de-DE': 'Schulung',
      'fr-FR': 'Formation',
      'fi-FI': 'Koulutus',
    },
  },
  workshop: {
    code: 'workshop',
    name: {
      'nl-NL': 'Workshop',
      'en-US': 'Workshop',
      'de-DE': 'Workshop',
      'fr-FR': 'Atelier',
      'fi-FI': 'Työpaja',
    },
  },
  dinner: {
    code: 'dinner',
    name: {
      'nl-NL': 'Diner',
      'en-US': 'Dinner',
      'de-DE': 'Abendessen',
      'fr-FR': 'Dîner',
      'fi-FI': 'Illallinen',
    },
  },
  celebration: {
    code: 'celebration',
    name: { 'nl-NL': 'Feest', 'en-US': 'Celebration', 'de-DE': 'Feier', 'fr-FR': 'Fête', 'fi-FI': 'Juhla' },
  },
  product_launch: {
    code: 'product_launch',
    name: {
      'nl-NL': 'Productlancering',
      'en-US': 'Product launch',
      'de-DE': 'Produkteinführung',
      'fr-FR': 'Lancement de produit',
      'fi-FI': 'Tuotelanseeraus',
    },
  },
} satisfies Record<string, EventTypeDocument>;

/** Picks event types by code, keeping the given order. */
export function eventTypes(...codes: (keyof typeof EVENT_TYPES)[]): EventTypeDocument[] {
  return codes.map((code) => EVENT_TYPES[code]);
}
