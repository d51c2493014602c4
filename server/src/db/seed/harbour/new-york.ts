import { eventTypes } from '../catalogue/event-types.ts';
import { FEATURES, hall } from '../catalogue/halls.ts';
import { itemsFor } from '../catalogue/items.ts';
import { locationTexts } from '../catalogue/location-texts.ts';
import { packageDealsFor } from '../catalogue/package-deals.ts';
import type { PricingProfile } from '../catalogue/pricing-profile.ts';
import { roomTypesFor } from '../catalogue/room-types.ts';
import type { LocationDocument } from '../document.ts';

// USD prices run higher; New York adds 8.875% sales tax on top instead of quoting VAT-inclusive prices.
const profile: PricingProfile = { factor: 1.3, scheme: 'SALES_TAX' };

const halls = [
  hall('hudson', 'Hudson Ballroom', 420, FEATURES.stage, profile),
  hall('pier', 'Pier 17 Room', 150, FEATURES.water, profile),
  hall('skyline', 'Skyline Loft', 120, FEATURES.skyline, profile),
  hall('tribeca', 'Tribeca', 70, FEATURES.daylight, profile),
  hall('soho', 'SoHo', 45, FEATURES.quiet, profile, { layouts: ['boardroom', 'u-shape', 'classroom'] }),
  hall('library', 'The Library', 36, FEATURES.quiet, profile, { layouts: ['boardroom'] }),
  hall('rooftop', 'Rooftop Terrace', 200, FEATURES.garden, profile, {
    layouts: ['cabaret', 'dinner', 'theater'],
  }),
];

/** Harbour Hotel New York on the East River: USD, 8.875% sales tax added on top. */
export const newYork: LocationDocument = {
  name: 'Harbour Hotel New York',
  city: 'New York',
  abbreviation: 'NYC',
  address: '89 South Street, New York, NY 10038, United States',
  phone: '+1 212 555 0189',
  email: 'events.newyork@harbourhotels.example',
  website: 'https://www.harbourhotels.example/new-york',
  termsUrl: 'https://www.harbourhotels.example/new-york/terms',
  currency: 'USD',
  timeZone: 'America/New_York',
  minimumLeadTimeDays: 5,
  freeCancellationDays: 30,
  paymentRule: 'full',
  pricingTaxScheme: 'SALES_TAX',
  taxRates: [{ code: 'sales', rate: '8.875' }],
  eventTypes: eventTypes('meeting', 'conference', 'product_launch', 'dinner', 'celebration'),
  settings: { isShoppingBasketVisible: true },
  texts: locationTexts({
    hotel: 'Harbour Hotel New York',
    freeCancellationDays: 30,
    cityTaxNote: {
      'nl-NL':
        'Prijzen zijn exclusief 8,875% sales tax; de hotelbelasting van New York City komt daar nog bij.',
      'en-US': 'Prices exclude 8.875% sales tax; New York City hotel room occupancy tax is added on top.',
      'de-DE':
        'Preise verstehen sich zzgl. 8,875 % Sales Tax; die Hotelsteuer von New York City kommt hinzu.',
      'fr-FR': 'Prix hors taxe de vente de 8,875 % ; la taxe hôtelière de New York s’y ajoute.',
      'fi-FI': 'Hinnat eivät sisällä 8,875 %:n myyntiveroa; New Yorkin hotelliveroa peritään lisäksi.',
    },
  }),
  halls,
  items: itemsFor(profile),
  packageDeals: packageDealsFor(profile, halls),
  roomTypes: roomTypesFor(profile, { single: 40, double: 120, twin: 60, suite: 12, family: 16 }),
};
