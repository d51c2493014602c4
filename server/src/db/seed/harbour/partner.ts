import type { PartnerDocument } from '../document.ts';
import { harbourDusk, meetingRoom, skylineBlueHour } from '../images/harbour-scenes.ts';
import { favicon, logo, type Palette } from '../images/logos.ts';
import { amsterdam } from './amsterdam.ts';
import { berlin } from './berlin.ts';
import { helsinki } from './helsinki.ts';
import { newYork } from './new-york.ts';

const palette: Palette = { primary: '#0b5563', secondary: '#e0a458' };

/** Harbour Hotels: the demo partner, four waterfront hotels in three currencies and two tax schemes. */
export const harbour: PartnerDocument = {
  slug: 'harbour',
  name: 'Harbour Hotels',
  contact: { email: 'events@harbourhotels.example', phone: '+31 20 555 0100' },
  color: palette.primary,
  secondaryColor: palette.secondary,
  webformFont: 'Lora',
  webformRoundedBoxes: true,
  termsUrl: 'https://www.harbourhotels.example/terms',
  lateCheckoutEnabled: true,
  website: 'https://www.harbourhotels.example',
  currency: 'EUR',
  analyticsKey: null,
  consentScriptUrl: null,
  defaultEmplacement: 'u-shape',
  bigGroupsDefaultEmplacement: 'theater',
  texts: {
    WebformIntro: {
      'nl-NL':
        'Vergaderen, vieren of overnachten aan het water? Stel hieronder uw evenement samen en ons team stuurt u binnen één werkdag een voorstel op maat.',
      'en-US':
        'Meeting, celebrating or staying by the water? Put your event together below and our team will send you a tailored proposal within one working day.',
      'de-DE':
        'Tagen, feiern oder übernachten am Wasser? Stellen Sie Ihre Veranstaltung unten zusammen, und unser Team schickt Ihnen innerhalb eines Werktags ein maßgeschneidertes Angebot.',
      'fr-FR':
        'Une réunion, une fête ou un séjour au bord de l’eau ? Composez votre événement ci-dessous et notre équipe vous enverra une proposition sur mesure sous un jour ouvré.',
      'fi-FI':
        'Kokous, juhla tai yöpyminen veden äärellä? Kokoa tapahtumasi alla, niin tiimimme lähettää sinulle räätälöidyn tarjouksen yhden arkipäivän kuluessa.',
    },
    WebformTitle: {
      'nl-NL': 'Plan uw evenement bij Harbour Hotels',
      'en-US': 'Plan your event at Harbour Hotels',
      'de-DE': 'Planen Sie Ihre Veranstaltung in den Harbour Hotels',
      'fr-FR': 'Organisez votre événement aux Harbour Hotels',
      'fi-FI': 'Suunnittele tapahtumasi Harbour Hotelsissa',
    },
    HelpText: {
      'nl-NL':
        'Vragen over zalen, catering of kamers? Ons evenemententeam helpt u graag op werkdagen van 8.00 tot 18.00 uur.',
      'en-US':
        'Questions about rooms, catering or stays? Our events team is happy to help on weekdays from 8 am to 6 pm.',
      'de-DE':
        'Fragen zu Räumen, Verpflegung oder Zimmern? Unser Eventteam hilft Ihnen werktags von 8 bis 18 Uhr gern weiter.',
      'fr-FR':
        'Des questions sur les salles, la restauration ou l’hébergement ? Notre équipe événementielle vous répond en semaine de 8 h à 18 h.',
      'fi-FI':
        'Kysyttävää tiloista, tarjoiluista tai majoituksesta? Tapahtumatiimimme auttaa arkisin klo 8–18.',
    },
  },
  logo: logo(
    'harbour-logo.svg',
    'Harbour Hotels',
    'Meet by the water',
    'wave',
    palette,
    "Georgia, 'Times New Roman', serif",
  ),
  favicon: favicon('harbour-favicon.svg', 'Harbour Hotels', 'wave', palette),
  images: [
    harbourDusk('harbour-carousel-dusk.svg'),
    meetingRoom('harbour-carousel-meeting-room.svg'),
    skylineBlueHour('harbour-carousel-skyline.svg'),
  ],
  locations: [amsterdam, berlin, helsinki, newYork],
};
