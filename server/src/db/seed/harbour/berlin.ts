import { eventTypes } from '../catalogue/event-types.ts';
import { FEATURES, hall } from '../catalogue/halls.ts';
import { itemsFor } from '../catalogue/items.ts';
import { locationTexts } from '../catalogue/location-texts.ts';
import { packageDealsFor } from '../catalogue/package-deals.ts';
import type { PricingProfile } from '../catalogue/pricing-profile.ts';
import { roomTypesFor } from '../catalogue/room-types.ts';
import type { LocationDocument } from '../document.ts';

const profile: PricingProfile = { factor: 0.9, scheme: 'VAT' };

const halls = [
  hall('spree', 'Spreesaal', 320, FEATURES.stage, profile),
  hall('museumsinsel', 'Museumsinsel', 110, FEATURES.water, profile),
  hall('kreuzberg', 'Kreuzberg', 64, FEATURES.daylight, profile),
  hall('mitte', 'Mitte', 42, FEATURES.quiet, profile, { layouts: ['boardroom', 'u-shape', 'classroom'] }),
  hall('dachterrasse', 'Dachterrasse', 150, FEATURES.garden, profile, {
    layouts: ['cabaret', 'dinner', 'theater'],
  }),
];

/** Harbour Hotel Berlin on the Spree, VAT 7% and 19%. */
export const berlin: LocationDocument = {
  name: 'Harbour Hotel Berlin',
  city: 'Berlin',
  abbreviation: 'BER',
  address: 'Stralauer Allee 12, 10245 Berlin, Germany',
  phone: '+49 30 5550 1912',
  email: 'events.berlin@harbourhotels.example',
  website: 'https://www.harbourhotels.example/berlin',
  termsUrl: 'https://www.harbourhotels.example/berlin/agb',
  currency: 'EUR',
  timeZone: 'Europe/Berlin',
  minimumLeadTimeDays: 3,
  freeCancellationDays: 21,
  paymentRule: 'deposit',
  depositPercent: 20,
  balanceDueDays: 14,
  pricingTaxScheme: 'VAT',
  taxRates: [
    { code: 'reduced', rate: '7' },
    { code: 'standard', rate: '19' },
  ],
  eventTypes: eventTypes('meeting', 'conference', 'training', 'product_launch', 'dinner'),
  settings: { breakfastEnabledByDefault: false, isShoppingBasketVisible: true, touristTaxApplies: true },
  texts: locationTexts({
    hotel: 'Harbour Hotel Berlin',
    freeCancellationDays: 21,
    cityTaxNote: {
      'nl-NL': 'De Berlijnse City Tax (7,5% van de kamerprijs) is niet inbegrepen.',
      'en-US': 'Berlin city tax (7.5% of the room rate) is not included.',
      'de-DE': 'Die Berliner City Tax (7,5 % des Zimmerpreises) ist nicht enthalten.',
      'fr-FR': 'La City Tax de Berlin (7,5 % du prix de la chambre) n’est pas incluse.',
      'fi-FI': 'Berliinin kaupunkivero (7,5 % huoneen hinnasta) ei sisälly hintaan.',
    },
  }),
  halls,
  items: itemsFor(profile, ['led-screen']),
  packageDeals: packageDealsFor(profile, halls),
  roomTypes: roomTypesFor(profile, { single: 30, double: 96, twin: 48, suite: 6 }),
};
