import type { Partner } from '../../../src/domain/catalogue.types.ts';

/** Harbour Hotels exactly as `GET /api/partners/1` sends it on the seeded database (a contract, not a copy of the code). */
export const HARBOUR_PARTNER = {
  '@context': '/api/contexts/Partner',
  '@id': '/api/partners/1',
  '@type': 'Partner',
  id: 1,
  slug: 'harbour',
  name: 'Harbour Hotels',
  abbreviation: null,
  bookingPageUrl: null,
  draftReminderMinutes: 60,
  stripeAccount: null,
  logoFilename: 'harbour-logo.svg',
  faviconFilename: 'harbour-favicon.svg',
  contact: {
    email: 'events@harbourhotels.example',
    phonenumber: '+31 20 555 0100',
  },
  paxMiceThreshold: 999,
  errorReportingDsn: null,
  partnerSettings: {
    color: '#0b5563',
    secondaryColor: '#e0a458',
    webformFont: 'Lora',
    webformRoundedBoxes: true,
    termsUrl: 'https://www.harbourhotels.example/terms',
    lateCheckoutEnabled: true,
    webformImages: [
      {
        photoFilename: 'harbour-carousel-dusk.svg',
      },
      {
        photoFilename: 'harbour-carousel-meeting-room.svg',
      },
      {
        photoFilename: 'harbour-carousel-skyline.svg',
      },
    ],
    translations: [
      {
        language: 'nl-NL',
        type: 'WebformIntro',
        name: 'Vergaderen, vieren of overnachten aan het water? Stel hieronder uw evenement samen en ons team stuurt u binnen één werkdag een voorstel op maat.',
      },
      {
        language: 'en-US',
        type: 'WebformIntro',
        name: 'Meeting, celebrating or staying by the water? Put your event together below and our team will send you a tailored proposal within one working day.',
      },
      {
        language: 'de-DE',
        type: 'WebformIntro',
        name: 'Tagen, feiern oder übernachten am Wasser? Stellen Sie Ihre Veranstaltung unten zusammen, und unser Team schickt Ihnen innerhalb eines Werktags ein maßgeschneidertes Angebot.',
      },
      {
        language: 'fr-FR',
        type: 'WebformIntro',
        name: 'Une réunion, une fête ou un séjour au bord de l’eau ? Composez votre événement ci-dessous et notre équipe vous enverra une proposition sur mesure sous un jour ouvré.',
      },
      {
        language: 'fi-FI',
        type: 'WebformIntro',
        name: 'Kokous, juhla tai yöpyminen veden äärellä? Kokoa tapahtumasi alla, niin tiimimme lähettää sinulle räätälöidyn tarjouksen yhden arkipäivän kuluessa.',
      },
      {
        language: 'nl-NL',
        type: 'WebformTitle',
        name: 'Plan uw evenement bij Harbour Hotels',
      },
      {
        language: 'en-US',
        type: 'WebformTitle',
        name: 'Plan your event at Harbour Hotels',
      },
      {
        language: 'de-DE',
        type: 'WebformTitle',
        name: 'Planen Sie Ihre Veranstaltung in den Harbour Hotels',
      },
      {
        language: 'fr-FR',
        type: 'WebformTitle',
        name: 'Organisez votre événement aux Harbour Hotels',
      },
      {
        language: 'fi-FI',
        type: 'WebformTitle',
        name: 'Suunnittele tapahtumasi Harbour Hotelsissa',
      },
      {
        language: 'nl-NL',
        type: 'HelpText',
        name: 'Vragen over zalen, catering of kamers? Ons evenemententeam helpt u graag op werkdagen van 8.00 tot 18.00 uur.',
      },
      {
        language: 'en-US',
        type: 'HelpText',
        name: 'Questions about rooms, catering or stays? Our events team is happy to help on weekdays from 8 am to 6 pm.',
      },
      {
        language: 'de-DE',
        type: 'HelpText',
        name: 'Fragen zu Räumen, Verpflegung oder Zimmern? Unser Eventteam hilft Ihnen werktags von 8 bis 18 Uhr gern weiter.',
      },
      {
        language: 'fr-FR',
        type: 'HelpText',
        name: 'Des questions sur les salles, la restauration ou l’hébergement ? Notre équipe événementielle vous répond en semaine de 8 h à 18 h.',
      },
      {
        language: 'fi-FI',
        type: 'HelpText',
        name: 'Kysyttävää tiloista, tarjoiluista tai majoituksesta? Tapahtumatiimimme auttaa arkisin klo 8–18.',
      },
    ],
    defaultEmplacement: '/api/emplacements/6',
    bigGroupsDefaultEmplacement: '/api/emplacements/5',
    analyticsKey: null,
    consentScriptUrl: null,
    website: 'https://www.harbourhotels.example',
    currency: 'EUR',
  },
} satisfies Partner;
