import { eventTypes } from './catalogue/event-types.ts';
import { FEATURES, hall } from './catalogue/halls.ts';
import { itemsFor } from './catalogue/items.ts';
import { locationTexts } from './catalogue/location-texts.ts';
import { packageDealsFor } from './catalogue/package-deals.ts';
import type { PricingProfile } from './catalogue/pricing-profile.ts';
import { roomTypesFor } from './catalogue/room-types.ts';
import type { Localized, LocationDocument, PartnerDocument } from './document.ts';
import { auroraLodge, fjordMorning } from './images/fjord-scenes.ts';
import { favicon, logo, type Palette } from './images/logos.ts';

// Norwegian kroner run about eleven to the euro; 15% on food, 25% on the rest.
const profile: PricingProfile = { factor: 11.5, scheme: 'VAT' };
const palette: Palette = { primary: '#2f5e58', secondary: '#b3472f' };
const noCityTax: Localized = {
  'nl-NL': 'Er geldt geen toeristenbelasting.',
  'en-US': 'No tourist tax applies.',
  'de-DE': 'Es fällt keine Touristensteuer an.',
  'fr-FR': 'Aucune taxe de séjour ne s’applique.',
  'fi-FI': 'Turistiveroa ei peritä.',
};

function lodge(
  name: string,
  city: string,
  abbreviation: string,
  address: string,
  available: boolean,
): LocationDocument {
  const halls = [
    hall('fjordsal', 'Fjordsalen', 140, FEATURES.water, profile),
    hall('peis', 'Peisestua', 60, FEATURES.quiet, profile, { layouts: ['boardroom', 'u-shape', 'dinner'] }),
    hall('naust', 'Naustet', 45, FEATURES.water, profile, { layouts: ['boardroom', 'u-shape', 'classroom'] }),
    hall('tak', 'Takterrassen', 90, FEATURES.garden, profile, { layouts: ['cabaret', 'dinner', 'theater'] }),
  ];
  return {
    name,
    city,
    abbreviation,
    available,
    address,
    phone: '+47 55 55 01 20',
    email: `${abbreviation.toLowerCase()}@fjordlodges.example`,
    website: `https://fjordlodges.example/${abbreviation.toLowerCase()}`,
    termsUrl: 'https://fjordlodges.example/vilkar',
    currency: 'NOK',
    timeZone: 'Europe/Oslo',
    minimumLeadTimeDays: 2,
    freeCancellationDays: 30,
    pricingTaxScheme: 'VAT',
    taxRates: [
      { code: 'reduced', rate: '15' },
      { code: 'standard', rate: '25' },
    ],
    eventTypes: eventTypes('meeting', 'workshop', 'dinner'),
    texts: locationTexts({ hotel: name, freeCancellationDays: 30, cityTaxNote: noCityTax }),
    halls,
    items: itemsFor(profile, ['video-call', 'host']),
    packageDeals: packageDealsFor(profile, halls),
    roomTypes: roomTypesFor(profile, { double: 28, twin: 14, family: 6 }),
  };
}

/** Fjord Lodges: a second partner with its own look (Nunito, square boxes) to prove theming and isolation. */
export const fjord: PartnerDocument = {
  slug: 'fjord',
  name: 'Fjord Lodges',
  contact: { email: 'hello@fjordlodges.example', phone: '+47 55 55 01 00' },
  paxMiceThreshold: 120,
  color: palette.primary,
  secondaryColor: palette.secondary,
  webformFont: 'Nunito',
  webformRoundedBoxes: false,
  termsUrl: 'https://fjordlodges.example/vilkar',
  lateCheckoutEnabled: false,
  website: 'https://fjordlodges.example',
  currency: 'NOK',
  analyticsKey: 'GTM-FJORD01',
  consentScriptUrl: 'https://consent.fjordlodges.example/cmp.js',
  defaultEmplacement: 'boardroom',
  bigGroupsDefaultEmplacement: 'cabaret',
  texts: {
    WebformIntro: {
      'nl-NL':
        'Vergader met uitzicht op de fjord en sluit de dag af bij het haardvuur. Vertel ons wat u plant.',
      'en-US': 'Meet with a view of the fjord and end the day by the fire. Tell us what you are planning.',
      'de-DE':
        'Tagen mit Blick auf den Fjord und den Tag am Kaminfeuer ausklingen lassen. Erzählen Sie uns, was Sie planen.',
      'fr-FR':
        'Réunissez-vous face au fjord et terminez la journée au coin du feu. Dites-nous ce que vous préparez.',
      'fi-FI': 'Kokousta vuonomaisemissa ja päätä päivä takkatulen ääressä. Kerro meille, mitä suunnittelet.',
    },
  },
  logo: logo(
    'fjord-logo.svg',
    'Fjord Lodges',
    'Meetings in the north',
    'mountain',
    palette,
    'Verdana, Arial, sans-serif',
  ),
  favicon: favicon('fjord-favicon.svg', 'Fjord Lodges', 'mountain', palette),
  images: [fjordMorning('fjord-carousel-morning.svg'), auroraLodge('fjord-carousel-aurora.svg')],
  locations: [
    lodge('Fjord Lodge Bergen', 'Bergen', 'BGO', 'Bryggen 7, 5003 Bergen, Norway', true),
    // Not yet open: present in the database but never listed publicly.
    lodge('Fjord Lodge Ålesund', 'Ålesund', 'AES', 'Skansekaia 3, 6002 Ålesund, Norway', false),
  ],
};
