import type { HallDocument, LayoutCode, Localized } from '../document.ts';
import { localPrice, type PricingProfile } from './pricing-profile.ts';

/** What sets a room apart, in every locale; used in its description. */
export const FEATURES = {
  daylight: {
    'nl-NL': 'veel daglicht',
    'en-US': 'plenty of daylight',
    'de-DE': 'viel Tageslicht',
    'fr-FR': 'beaucoup de lumière naturelle',
    'fi-FI': 'runsaasti luonnonvaloa',
  },
  water: {
    'nl-NL': 'uitzicht op het water',
    'en-US': 'a view of the water',
    'de-DE': 'Blick aufs Wasser',
    'fr-FR': 'une vue sur l’eau',
    'fi-FI': 'näkymä vesille',
  },
  skyline: {
    'nl-NL': 'uitzicht op de skyline',
    'en-US': 'a skyline view',
    'de-DE': 'Blick auf die Skyline',
    'fr-FR': 'une vue sur les toits de la ville',
    'fi-FI': 'näkymä kaupungin ylle',
  },
  stage: {
    'nl-NL': 'een podium en vaste geluidsinstallatie',
    'en-US': 'a stage and built-in sound system',
    'de-DE': 'eine Bühne und fest installierte Tontechnik',
    'fr-FR': 'une scène et une sonorisation intégrée',
    'fi-FI': 'esiintymislava ja kiinteä äänentoisto',
  },
  garden: {
    'nl-NL': 'een eigen terras',
    'en-US': 'a private terrace',
    'de-DE': 'eine eigene Terrasse',
    'fr-FR': 'une terrasse privative',
    'fi-FI': 'oma terassi',
  },
  quiet: {
    'nl-NL': 'een rustige ligging',
    'en-US': 'a quiet setting',
    'de-DE': 'eine ruhige Lage',
    'fr-FR': 'un cadre calme',
    'fi-FI': 'rauhallinen sijainti',
  },
} satisfies Record<string, Localized>;

const ALL_LAYOUTS: LayoutCode[] = ['boardroom', 'cabaret', 'classroom', 'dinner', 'theater', 'u-shape'];

// People per layout from floor space, as venue planners estimate them; small layouts cap out.
const CAPACITY: Record<LayoutCode, (m2: number) => number> = {
  theater: (m2) => Math.floor(m2 / 1.1),
  classroom: (m2) => Math.floor(m2 / 2),
  cabaret: (m2) => Math.floor(m2 / 2.2 / 5) * 5 || 5,
  dinner: (m2) => Math.floor(m2 / 1.7),
  'u-shape': (m2) => Math.min(Math.floor(m2 / 3.2), 40),
  boardroom: (m2) => Math.min(Math.floor(m2 / 2.5), 24),
};

function describe(squareMeters: number, feature: Localized): Localized {
  return {
    'nl-NL': `Zaal van ${squareMeters} m² met ${feature['nl-NL']}.`,
    'en-US': `A ${squareMeters} m² room with ${feature['en-US']}.`,
    'de-DE': `Raum mit ${squareMeters} m² und ${feature['de-DE']}.`,
    'fr-FR': `Salle de ${squareMeters} m² avec ${feature['fr-FR']}.`,
    'fi-FI': `${squareMeters} m²:n tila, jossa on ${feature['fi-FI']}.`,
  };
}

/** Options for one hall: which layouts it offers (all six by default) and whether it is bookable. */
export type HallOptions = { layouts?: LayoutCode[]; available?: boolean };

/** Builds a hall with realistic capacities per layout and period prices for the location's price level. */
export function hall(
  key: string,
  name: string,
  squareMeters: number,
  feature: Localized,
  profile: PricingProfile,
  options: HallOptions = {},
): HallDocument {
  const layouts = options.layouts ?? ALL_LAYOUTS;
  const capacities = Object.fromEntries(
    layouts.map((code) => [code, Math.max(CAPACITY[code](squareMeters), 4)]),
  );
  const fullDay = 25_000 + 900 * squareMeters;
  return {
    key,
    name,
    squareMeters,
    available: options.available ?? true,
    capacities,
    prices: {
      hour: localPrice(fullDay * 0.18, profile),
      morning: localPrice(fullDay * 0.6, profile),
      afternoon: localPrice(fullDay * 0.6, profile),
      evening: localPrice(fullDay * 0.7, profile),
      full_day: localPrice(fullDay, profile),
    },
    description: describe(squareMeters, feature),
  };
}
