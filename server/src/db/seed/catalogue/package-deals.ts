import type { HallDocument, PackageDealDocument } from '../document.ts';
import { localPrice, type PricingProfile, taxCode } from './pricing-profile.ts';

type Template = Omit<
  PackageDealDocument,
  'pricePerPerson' | 'taxRateCode' | 'halls' | 'validFrom' | 'validUntil'
> & {
  base: number;
};

const TEMPLATES: Template[] = [
  {
    type: 'meeting',
    period: 'morning',
    timeslots: [{ startTime: '08:00', endTime: '12:30' }],
    cateringPackage: false,
    includingHallRental: true,
    base: 4500,
    minPax: 8,
    maxPax: 60,
    name: {
      'nl-NL': 'Halve dag vergaderen',
      'en-US': 'Half-day meeting',
      'de-DE': 'Halbtagestagung',
      'fr-FR': 'Réunion d’une demi-journée',
      'fi-FI': 'Puolen päivän kokous',
    },
    description: {
      'nl-NL': 'Zaal, koffie en thee, ochtendpauze, beamer en flip-over.',
      'en-US': 'Room, coffee and tea, morning break, projector and flip chart.',
      'de-DE': 'Raum, Kaffee und Tee, Vormittagspause, Beamer und Flipchart.',
      'fr-FR': 'Salle, café et thé, pause du matin, vidéoprojecteur et paperboard.',
      'fi-FI': 'Tila, kahvi ja tee, aamupäivän tauko, projektori ja fläppitaulu.',
    },
    items: [
      { key: 'coffee', quantity: 1 },
      { key: 'morning-break', quantity: 1 },
      { key: 'projector', quantity: 1 },
      { key: 'flipchart', quantity: 1 },
    ],
  },
  {
    type: 'meeting',
    period: 'full_day',
    timeslots: [{ startTime: '08:30', endTime: '17:30' }],
    cateringPackage: false,
    includingHallRental: true,
    base: 6950,
    minPax: 8,
    maxPax: 80,
    name: {
      'nl-NL': 'Hele dag vergaderen',
      'en-US': 'Full-day meeting',
      'de-DE': 'Ganztagestagung',
      'fr-FR': 'Réunion d’une journée',
      'fi-FI': 'Koko päivän kokous',
    },
    description: {
      'nl-NL': 'Zaal, koffie en thee, twee pauzes, lunchbuffet, beamer en flip-over.',
      'en-US': 'Room, coffee and tea, two breaks, lunch buffet, projector and flip chart.',
      'de-DE': 'Raum, Kaffee und Tee, zwei Pausen, Mittagsbuffet, Beamer und Flipchart.',
      'fr-FR': 'Salle, café et thé, deux pauses, buffet déjeuner, vidéoprojecteur et paperboard.',
      'fi-FI': 'Tila, kahvi ja tee, kaksi taukoa, lounasbuffet, projektori ja fläppitaulu.',
    },
    items: [
      { key: 'coffee', quantity: 1 },
      { key: 'morning-break', quantity: 1 },
      { key: 'lunch', quantity: 1 },
      { key: 'afternoon-break', quantity: 1 },
      { key: 'projector', quantity: 1 },
      { key: 'flipchart', quantity: 1 },
    ],
  },
  {
    type: 'conference',
    period: 'full_day',
    timeslots: [{ startTime: '08:00', endTime: '18:00' }],
    cateringPackage: false,
    includingHallRental: true,
    base: 8900,
    minPax: 40,
    maxPax: null,
    name: {
      'nl-NL': 'Congresdag',
      'en-US': 'Conference day',
      'de-DE': 'Konferenztag',
      'fr-FR': 'Journée de conférence',
      'fi-FI': 'Konferenssipäivä',
    },
    description: {
      'nl-NL': 'Zaal met podium, microfoons, catering de hele dag en een afsluitende borrel.',
      'en-US': 'Room with stage, microphones, catering all day and a closing drinks reception.',
      'de-DE': 'Saal mit Bühne, Mikrofonen, Verpflegung den ganzen Tag und einem Abschlussempfang.',
      'fr-FR': 'Salle avec scène, micros, restauration toute la journée et un cocktail de clôture.',
      'fi-FI': 'Sali ja lava, mikrofonit, tarjoilut koko päivän ja päättävä cocktailtilaisuus.',
    },
    items: [
      { key: 'coffee', quantity: 1 },
      { key: 'lunch', quantity: 1 },
      { key: 'afternoon-break', quantity: 1 },
      { key: 'reception', quantity: 1 },
      { key: 'microphone', quantity: 2 },
      { key: 'projector', quantity: 1 },
    ],
  },
  {
    type: 'dinner',
    period: 'evening',
    timeslots: [{ startTime: '18:00', endTime: '23:00' }],
    cateringPackage: true,
    includingHallRental: true,
    base: 8500,
    minPax: 10,
    maxPax: 150,
    name: {
      'nl-NL': 'Diner-arrangement',
      'en-US': 'Dinner package',
      'de-DE': 'Dinner-Arrangement',
      'fr-FR': 'Formule dîner',
      'fi-FI': 'Illallispaketti',
    },
    description: {
      'nl-NL': 'Ontvangst met een drankje, driegangendiner en bloemen op tafel.',
      'en-US': 'Welcome drinks, a three-course dinner and flowers on the table.',
      'de-DE': 'Begrüßungsgetränk, Drei-Gänge-Menü und Blumen auf dem Tisch.',
      'fr-FR': 'Apéritif d’accueil, dîner trois plats et fleurs sur la table.',
      'fi-FI': 'Tervetuliaisjuoma, kolmen ruokalajin illallinen ja kukat pöydässä.',
    },
    items: [
      { key: 'reception', quantity: 1 },
      { key: 'dinner', quantity: 1 },
    ],
  },
];

function largest(hall: HallDocument): number {
  return Math.max(...Object.values(hall.capacities));
}

/** The package deals of one location, each linked to the halls big enough for its smallest group. */
export function packageDealsFor(profile: PricingProfile, halls: HallDocument[]): PackageDealDocument[] {
  return TEMPLATES.map(({ base, ...deal }) => ({
    ...deal,
    pricePerPerson: localPrice(base, profile),
    taxRateCode: taxCode(profile, deal.cateringPackage),
    // Open-ended so the demo keeps working whatever today's date is; seasons are a staff edit.
    validFrom: null,
    validUntil: null,
    halls: halls.filter((h) => h.available !== false && largest(h) >= deal.minPax).map((h) => h.key),
  }));
}
