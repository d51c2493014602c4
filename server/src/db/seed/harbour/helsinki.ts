import { eventTypes } from '../catalogue/event-types.ts';
import { FEATURES, hall } from '../catalogue/halls.ts';
import { itemsFor } from '../catalogue/items.ts';
import { locationTexts } from '../catalogue/location-texts.ts';
import { packageDealsFor } from '../catalogue/package-deals.ts';
import type { PricingProfile } from '../catalogue/pricing-profile.ts';
import { roomTypesFor } from '../catalogue/room-types.ts';
import type { LocationDocument } from '../document.ts';

const profile: PricingProfile = { factor: 1.1, scheme: 'VAT' };

const halls = [
  hall('suomenlinna', 'Suomenlinna', 180, FEATURES.water, profile),
  hall('kauppatori', 'Kauppatori', 90, FEATURES.daylight, profile),
  hall('kallio', 'Kallio', 56, FEATURES.quiet, profile, {
    layouts: ['boardroom', 'u-shape', 'classroom', 'cabaret'],
  }),
  hall('sauna', 'Saunalounge', 40, FEATURES.water, profile, { layouts: ['boardroom', 'dinner'] }),
];

/** Harbour Hotel Helsinki by the South Harbour, VAT 14% and 25.5%. */
export const helsinki: LocationDocument = {
  name: 'Harbour Hotel Helsinki',
  city: 'Helsinki',
  abbreviation: 'HEL',
  address: 'Eteläranta 8, 00130 Helsinki, Finland',
  phone: '+358 9 5550 2255',
  email: 'events.helsinki@harbourhotels.example',
  website: 'https://www.harbourhotels.example/helsinki',
  termsUrl: 'https://www.harbourhotels.example/helsinki/ehdot',
  currency: 'EUR',
  timeZone: 'Europe/Helsinki',
  minimumLeadTimeDays: 1,
  freeCancellationDays: 14,
  pricingTaxScheme: 'VAT',
  taxRates: [
    { code: 'reduced', rate: '14' },
    { code: 'standard', rate: '25.5' },
  ],
  eventTypes: eventTypes('meeting', 'conference', 'workshop', 'celebration'),
  // The demo location where the visitor confirms an accepted offer themself (a card guarantee, no
  // money up front, so nothing is paid before confirmation).
  settings: { breakfastSelectable: false, hallPreferenceEnabled: false, visitorConfirmsOffer: true },
  texts: locationTexts({
    hotel: 'Harbour Hotel Helsinki',
    freeCancellationDays: 14,
    cityTaxNote: {
      'nl-NL': 'In Helsinki wordt geen toeristenbelasting geheven.',
      'en-US': 'Helsinki charges no tourist tax.',
      'de-DE': 'In Helsinki wird keine Touristensteuer erhoben.',
      'fr-FR': 'Helsinki ne perçoit pas de taxe de séjour.',
      'fi-FI': 'Helsingissä ei peritä turistiveroa.',
    },
  }),
  halls,
  items: itemsFor(profile),
  packageDeals: packageDealsFor(profile, halls),
  roomTypes: roomTypesFor(profile, { single: 20, double: 60, twin: 30, family: 10 }),
};
