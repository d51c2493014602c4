import type { ItemDocument, Localized } from '../document.ts';
import { localPrice, type PricingProfile, taxCode } from './pricing-profile.ts';

type BaseItem = Omit<ItemDocument, 'price' | 'taxRateCode'> & { base: number };

const t = (nl: string, en: string, de: string, fr: string, fi: string): Localized => ({
  'nl-NL': nl,
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'fi-FI': fi,
});

const AUDIOVISUAL: BaseItem[] = [
  {
    key: 'projector',
    category: 'audiovisual',
    priceType: 'per_unit',
    base: 9500,
    name: t(
      'Beamer met scherm',
      'Projector with screen',
      'Beamer mit Leinwand',
      'Vidéoprojecteur avec écran',
      'Dataprojektori ja valkokangas',
    ),
  },
  {
    key: 'flipchart',
    category: 'audiovisual',
    priceType: 'per_unit',
    base: 1500,
    name: t(
      'Flip-over met stiften',
      'Flip chart with markers',
      'Flipchart mit Stiften',
      'Paperboard avec feutres',
      'Fläppitaulu ja tussit',
    ),
  },
  {
    key: 'microphone',
    category: 'audiovisual',
    priceType: 'per_unit',
    base: 4000,
    name: t(
      'Draadloze microfoon',
      'Wireless microphone',
      'Funkmikrofon',
      'Microphone sans fil',
      'Langaton mikrofoni',
    ),
  },
  {
    key: 'video-call',
    category: 'audiovisual',
    priceType: 'per_unit',
    base: 15000,
    name: t(
      'Videoconferentieset',
      'Video conferencing kit',
      'Videokonferenz-Set',
      'Kit de visioconférence',
      'Videoneuvottelusarja',
    ),
  },
  {
    key: 'led-screen',
    category: 'audiovisual',
    priceType: 'per_unit',
    base: 22500,
    available: true,
    name: t(
      'LED-scherm 86 inch',
      '86-inch LED screen',
      '86-Zoll-LED-Bildschirm',
      'Écran LED 86 pouces',
      '86 tuuman LED-näyttö',
    ),
  },
];

const FOOD_BEVERAGE: BaseItem[] = [
  {
    key: 'coffee',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 650,
    name: t(
      'Onbeperkt koffie en thee',
      'Unlimited coffee and tea',
      'Kaffee und Tee unbegrenzt',
      'Café et thé à volonté',
      'Kahvia ja teetä rajattomasti',
    ),
  },
  {
    key: 'morning-break',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 950,
    name: t(
      'Ochtendpauze met gebak',
      'Morning break with pastries',
      'Vormittagspause mit Gebäck',
      'Pause du matin avec viennoiseries',
      'Aamupäivän tauko ja leivonnaiset',
    ),
  },
  {
    key: 'lunch',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 2750,
    name: t('Lunchbuffet', 'Lunch buffet', 'Mittagsbuffet', 'Buffet déjeuner', 'Lounasbuffet'),
  },
  {
    key: 'afternoon-break',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 850,
    name: t(
      'Middagpauze met fruit',
      'Afternoon break with fruit',
      'Nachmittagspause mit Obst',
      'Pause de l’après-midi avec fruits',
      'Iltapäivän tauko ja hedelmät',
    ),
  },
  {
    key: 'reception',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 1400,
    name: t(
      'Borrel met bittergarnituur',
      'Drinks reception with bites',
      'Stehempfang mit Fingerfood',
      'Cocktail avec amuse-bouches',
      'Cocktailtilaisuus ja suolapalat',
    ),
  },
  {
    key: 'dinner',
    category: 'food_beverage',
    priceType: 'per_guest',
    base: 5500,
    name: t(
      'Driegangendiner',
      'Three-course dinner',
      'Drei-Gänge-Menü',
      'Dîner trois plats',
      'Kolmen ruokalajin illallinen',
    ),
  },
  {
    key: 'water',
    category: 'food_beverage',
    priceType: 'per_unit',
    base: 450,
    name: t('Karaf water', 'Carafe of water', 'Karaffe Wasser', 'Carafe d’eau', 'Vesikarahvi'),
  },
];

const OTHER: BaseItem[] = [
  {
    key: 'parking',
    category: 'other',
    priceType: 'per_unit',
    base: 2500,
    name: t(
      'Parkeerkaart voor een dag',
      'Day parking ticket',
      'Tagesparkschein',
      'Ticket de parking journée',
      'Päivän pysäköintilippu',
    ),
  },
  {
    key: 'badges',
    category: 'other',
    priceType: 'per_guest',
    base: 150,
    name: t(
      'Geprinte naambadges',
      'Printed name badges',
      'Gedruckte Namensschilder',
      'Badges nominatifs imprimés',
      'Tulostetut nimikyltit',
    ),
  },
  {
    key: 'host',
    category: 'other',
    priceType: 'per_unit',
    base: 24000,
    name: t(
      'Gastvrouw of gastheer (4 uur)',
      'Event host (4 hours)',
      'Hostess oder Host (4 Stunden)',
      'Hôte ou hôtesse (4 heures)',
      'Tapahtumaisäntä (4 tuntia)',
    ),
  },
  {
    key: 'flowers',
    category: 'other',
    priceType: 'per_unit',
    base: 6000,
    name: t(
      'Bloemstuk voor de tafel',
      'Table flower arrangement',
      'Tischblumengesteck',
      'Composition florale de table',
      'Pöydän kukka-asetelma',
    ),
  },
];

const DESCRIPTIONS: Record<string, Localized> = {
  lunch: t(
    'Soep, salades, broodjes en een warm gerecht, ook vegetarisch.',
    'Soup, salads, sandwiches and a hot dish, vegetarian options included.',
    'Suppe, Salate, belegte Brötchen und ein warmes Gericht, auch vegetarisch.',
    'Soupe, salades, sandwichs et un plat chaud, options végétariennes comprises.',
    'Keitto, salaatteja, voileipiä ja lämmin ruoka, myös kasvisvaihtoehdot.',
  ),
  projector: t(
    'Full-HD-beamer met HDMI en USB-C, inclusief scherm.',
    'Full HD projector with HDMI and USB-C, screen included.',
    'Full-HD-Beamer mit HDMI und USB-C, inklusive Leinwand.',
    'Vidéoprojecteur Full HD avec HDMI et USB-C, écran inclus.',
    'Full HD -projektori HDMI- ja USB-C-liitännöin, valkokangas sisältyy.',
  ),
};

/** The item list of one location: the shared catalogue priced and taxed for its country. */
export function itemsFor(profile: PricingProfile, unavailable: string[] = []): ItemDocument[] {
  return [...AUDIOVISUAL, ...FOOD_BEVERAGE, ...OTHER].map(({ base, ...item }) => ({
    ...item,
    price: localPrice(base, profile),
    taxRateCode: taxCode(profile, item.category === 'food_beverage'),
    available: !unavailable.includes(item.key),
    ...(DESCRIPTIONS[item.key] ? { description: DESCRIPTIONS[item.key] } : {}),
  }));
}
