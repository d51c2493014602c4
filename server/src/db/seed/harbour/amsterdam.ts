import { eventTypes } from '../catalogue/event-types.ts';
import { FEATURES, hall } from '../catalogue/halls.ts';
import { itemsFor } from '../catalogue/items.ts';
import { locationTexts } from '../catalogue/location-texts.ts';
import { packageDealsFor } from '../catalogue/package-deals.ts';
import type { PricingProfile } from '../catalogue/pricing-profile.ts';
import { roomTypesFor } from '../catalogue/room-types.ts';
import type { LocationDocument } from '../document.ts';

const profile: PricingProfile = { factor: 1, scheme: 'VAT' };

const halls = [
  hall('ij', 'IJ Zaal', 240, FEATURES.water, profile),
  hall('keizersgracht', 'Keizersgracht', 96, FEATURES.daylight, profile),
  hall('herengracht', 'Herengracht', 72, FEATURES.water, profile),
  hall('jordaan', 'Jordaan', 48, FEATURES.quiet, profile, {
    layouts: ['boardroom', 'u-shape', 'classroom', 'cabaret'],
  }),
  hall('zolder', 'De Zolder', 130, FEATURES.skyline, profile),
  hall('kajuit', 'De Kajuit', 30, FEATURES.quiet, profile, { layouts: ['boardroom', 'u-shape'] }),
];

/** Harbour Hotel Amsterdam: the flagship on the IJ, VAT 9% (food, rooms) and 21%. */
export const amsterdam: LocationDocument = {
  name: 'Harbour Hotel Amsterdam',
  city: 'Amsterdam',
  abbreviation: 'AMS',
  address: 'Oostelijke Handelskade 34, 1019 BN Amsterdam, Netherlands',
  phone: '+31 20 555 0134',
  email: 'events.amsterdam@harbourhotels.example',
  website: 'https://www.harbourhotels.example/amsterdam',
  termsUrl: 'https://www.harbourhotels.example/amsterdam/terms',
  currency: 'EUR',
  timeZone: 'Europe/Amsterdam',
  minimumLeadTimeDays: 2,
  freeCancellationDays: 14,
  paymentRule: 'deposit',
  depositPercent: 30,
  pricingTaxScheme: 'VAT',
  taxRates: [
    { code: 'reduced', rate: '9' },
    { code: 'standard', rate: '21' },
  ],
  eventTypes: eventTypes('meeting', 'conference', 'training', 'workshop', 'dinner', 'celebration'),
  settings: { isShoppingBasketVisible: true, touristTaxApplies: true },
  texts: locationTexts({
    hotel: 'Harbour Hotel Amsterdam',
    freeCancellationDays: 14,
    cityTaxNote: {
      'nl-NL': 'Toeristenbelasting (12,5% van de kamerprijs) is niet inbegrepen.',
      'en-US': 'Tourist tax (12.5% of the room rate) is not included.',
      'de-DE': 'Die Touristensteuer (12,5 % des Zimmerpreises) ist nicht enthalten.',
      'fr-FR': 'La taxe de séjour (12,5 % du prix de la chambre) n’est pas incluse.',
      'fi-FI': 'Turistivero (12,5 % huoneen hinnasta) ei sisälly hintaan.',
    },
  }),
  halls,
  items: itemsFor(profile),
  packageDeals: packageDealsFor(profile, halls),
  roomTypes: roomTypesFor(profile, { single: 24, double: 80, twin: 40, suite: 8, family: 12 }),
};
