import type { Localized, RoomTypeDocument } from '../document.ts';
import { localPrice, type PricingProfile } from './pricing-profile.ts';

type Template = Omit<
  RoomTypeDocument,
  'inventory' | 'pricePerNight' | 'breakfastPricePerPerson' | 'lateCheckoutPrice'
> & {
  base: number;
};

const t = (nl: string, en: string, de: string, fr: string, fi: string): Localized => ({
  'nl-NL': nl,
  'en-US': en,
  'de-DE': de,
  'fr-FR': fr,
  'fi-FI': fi,
});

const TEMPLATES = {
  single: {
    code: 'single',
    roomsType: 'single',
    maxGuestsPerRoom: 1,
    base: 11900,
    name: t('Eenpersoonskamer', 'Single room', 'Einzelzimmer', 'Chambre simple', 'Yhden hengen huone'),
    description: t(
      'Compacte kamer met een queensize bed.',
      'Compact room with a queen-size bed.',
      'Kompaktes Zimmer mit Queensize-Bett.',
      'Chambre compacte avec lit queen size.',
      'Tiivis huone, jossa queen-size-vuode.',
    ),
  },
  double: {
    code: 'double',
    roomsType: 'double',
    maxGuestsPerRoom: 2,
    base: 14900,
    name: t(
      'Standaard tweepersoonskamer',
      'Standard double room',
      'Standard-Doppelzimmer',
      'Chambre double standard',
      'Standard-kahden hengen huone',
    ),
    description: t(
      'Kingsize bed, werkplek en regendouche.',
      'King-size bed, desk and rain shower.',
      'Kingsize-Bett, Schreibtisch und Regendusche.',
      'Lit king size, bureau et douche à l’italienne.',
      'King-size-vuode, työpiste ja sadesuihku.',
    ),
  },
  twin: {
    code: 'twin',
    roomsType: 'twin',
    maxGuestsPerRoom: 2,
    base: 16900,
    name: t(
      'Superior twin',
      'Superior twin room',
      'Superior-Zweibettzimmer',
      'Chambre supérieure lits jumeaux',
      'Superior-huone kahdella vuoteella',
    ),
    description: t(
      'Twee aparte bedden en een zithoek.',
      'Two separate beds and a seating area.',
      'Zwei getrennte Betten und eine Sitzecke.',
      'Deux lits séparés et un coin salon.',
      'Kaksi erillistä vuodetta ja oleskelunurkkaus.',
    ),
  },
  suite: {
    code: 'junior-suite',
    roomsType: 'suite',
    maxGuestsPerRoom: 3,
    base: 28900,
    name: t('Junior suite', 'Junior suite', 'Juniorsuite', 'Suite junior', 'Junioriseviitti'),
    description: t(
      'Ruime suite met aparte zithoek en uitzicht.',
      'Spacious suite with a separate lounge and a view.',
      'Geräumige Suite mit separatem Wohnbereich und Aussicht.',
      'Suite spacieuse avec salon séparé et vue.',
      'Tilava sviitti, erillinen oleskelutila ja näkymä.',
    ),
  },
  family: {
    code: 'family',
    roomsType: 'family',
    maxGuestsPerRoom: 4,
    base: 21900,
    name: t('Familiekamer', 'Family room', 'Familienzimmer', 'Chambre familiale', 'Perhehuone'),
    description: t(
      'Tweepersoonsbed en een stapelbed voor kinderen.',
      'A double bed and bunk beds for children.',
      'Doppelbett und ein Etagenbett für Kinder.',
      'Un lit double et des lits superposés pour enfants.',
      'Parivuode ja kerrossänky lapsille.',
    ),
  },
} satisfies Record<string, Template>;

/** Room types of one location: `inventory` maps a template name to how many rooms of it the hotel has. */
export function roomTypesFor(
  profile: PricingProfile,
  inventory: Partial<Record<keyof typeof TEMPLATES, number>>,
): RoomTypeDocument[] {
  return Object.entries(inventory).map(([name, rooms]) => {
    const { base, ...template } = TEMPLATES[name as keyof typeof TEMPLATES];
    return {
      ...template,
      inventory: rooms ?? 0,
      pricePerNight: localPrice(base, profile),
      breakfastPricePerPerson: localPrice(2450, profile),
      lateCheckoutPrice: localPrice(3500, profile),
    };
  });
}
