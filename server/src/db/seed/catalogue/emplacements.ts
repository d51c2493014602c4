import type { LayoutCode, Localized } from '../document.ts';

/** The six global seating layouts in icon order; their ids follow this order on a fresh database. */
export const EMPLACEMENTS: { code: LayoutCode; name: Localized }[] = [
  {
    code: 'boardroom',
    name: {
      'nl-NL': 'Boardroom',
      'en-US': 'Boardroom',
      'de-DE': 'Konferenzblock',
      'fr-FR': 'Salle de conseil',
      'fi-FI': 'Neuvotteluasetelma',
    },
  },
  {
    code: 'cabaret',
    name: {
      'nl-NL': 'Cabaret',
      'en-US': 'Cabaret',
      'de-DE': 'Bankett-Halbrund',
      'fr-FR': 'Cabaret',
      'fi-FI': 'Kabaree',
    },
  },
  {
    code: 'classroom',
    name: {
      'nl-NL': 'Schoolopstelling',
      'en-US': 'Classroom',
      'de-DE': 'Parlament',
      'fr-FR': 'Salle de classe',
      'fi-FI': 'Luokkamuoto',
    },
  },
  {
    code: 'dinner',
    name: {
      'nl-NL': 'Diner',
      'en-US': 'Dinner',
      'de-DE': 'Bankett',
      'fr-FR': 'Dîner',
      'fi-FI': 'Illallinen',
    },
  },
  {
    code: 'theater',
    name: {
      'nl-NL': 'Theater',
      'en-US': 'Theater',
      'de-DE': 'Reihenbestuhlung',
      'fr-FR': 'Théâtre',
      'fi-FI': 'Teatterimuoto',
    },
  },
  {
    code: 'u-shape',
    name: { 'nl-NL': 'U-vorm', 'en-US': 'U-shape', 'de-DE': 'U-Form', 'fr-FR': 'En U', 'fi-FI': 'U-muoto' },
  },
];
