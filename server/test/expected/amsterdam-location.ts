import type { Location } from '../../../src/domain/catalogue.types.ts';

/** Harbour Hotel Amsterdam exactly as `GET /api/locations/1` sends it on the seeded database. */
export const AMSTERDAM_LOCATION = {
  '@context': '/api/contexts/Location',
  '@id': '/api/locations/1',
  '@type': 'Location',
  id: 1,
  partner: '/api/partners/1',
  key: 'ams',
  name: 'Harbour Hotel Amsterdam',
  city: 'Amsterdam',
  abbreviation: 'AMS',
  available: true,
  address: 'Oostelijke Handelskade 34, 1019 BN Amsterdam, Netherlands',
  phone: '+31 20 555 0134',
  email: 'events.amsterdam@harbourhotels.example',
  website: 'https://www.harbourhotels.example/amsterdam',
  termsUrl: 'https://www.harbourhotels.example/amsterdam/terms',
  currency: 'EUR',
  timeZone: 'Europe/Amsterdam',
  minimumLeadTimeDays: 2,
  freeCancellationDays: 14,
  offerReminderHours: 48,
  paymentRule: 'deposit',
  depositPercent: 30,
  balanceDueDays: null,
  maxPublicDays: 14,
  maxPublicHallsPerDay: 4,
  maxPublicRooms: 40,
  maxPublicNights: 30,
  pricingTaxScheme: 'VAT',
  taxRates: [
    {
      code: 'reduced',
      rate: '9',
    },
    {
      code: 'standard',
      rate: '21',
    },
  ],
  bookingEventTypes: [
    {
      code: 'meeting',
      translations: [
        {
          language: 'nl-NL',
          name: 'Vergadering',
        },
        {
          language: 'en-US',
          name: 'Meeting',
        },
        {
          language: 'de-DE',
          name: 'Besprechung',
        },
        {
          language: 'fr-FR',
          name: 'Réunion',
        },
        {
          language: 'fi-FI',
          name: 'Kokous',
        },
      ],
    },
    {
      code: 'conference',
      translations: [
        {
          language: 'nl-NL',
          name: 'Congres',
        },
        {
          language: 'en-US',
          name: 'Conference',
        },
        {
          language: 'de-DE',
          name: 'Konferenz',
        },
        {
          language: 'fr-FR',
          name: 'Conférence',
        },
        {
          language: 'fi-FI',
          name: 'Konferenssi',
        },
      ],
    },
    {
      code: 'training',
      translations: [
        {
          language: 'nl-NL',
          name: 'Training',
        },
        {
          language: 'en-US',
          name: 'Training',
        },
        {
          language: 'de-DE',
          name: 'Schulung',
        },
        {
          language: 'fr-FR',
          name: 'Formation',
        },
        {
          language: 'fi-FI',
          name: 'Koulutus',
        },
      ],
    },
    {
      code: 'workshop',
      translations: [
        {
          language: 'nl-NL',
          name: 'Workshop',
        },
        {
          language: 'en-US',
          name: 'Workshop',
        },
        {
          language: 'de-DE',
          name: 'Workshop',
        },
        {
          language: 'fr-FR',
          name: 'Atelier',
        },
        {
          language: 'fi-FI',
          name: 'Työpaja',
        },
      ],
    },
    {
      code: 'dinner',
      translations: [
        {
          language: 'nl-NL',
          name: 'Diner',
        },
        {
          language: 'en-US',
          name: 'Dinner',
        },
        {
          language: 'de-DE',
          name: 'Abendessen',
        },
        {
          language: 'fr-FR',
          name: 'Dîner',
        },
        {
          language: 'fi-FI',
          name: 'Illallinen',
        },
      ],
    },
    {
      code: 'celebration',
      translations: [
        {
          language: 'nl-NL',
          name: 'Feest',
        },
        {
          language: 'en-US',
          name: 'Celebration',
        },
        {
          language: 'de-DE',
          name: 'Feier',
        },
        {
          language: 'fr-FR',
          name: 'Fête',
        },
        {
          language: 'fi-FI',
          name: 'Juhla',
        },
      ],
    },
  ],
  locationSettings: {
    breakfastEnabledByDefault: true,
    breakfastSelectable: true,
    allowedOnlyCateringServices: false,
    allowedOnlyFunctionSpaces: false,
    hallPreferenceEnabled: true,
    isShoppingBasketVisible: true,
    touristTaxApplies: true,
    visitorConfirmsOffer: false,
  },
  translations: [
    {
      language: 'nl-NL',
      type: 'meeting_room_disclaimer',
      name: 'Zalen in Harbour Hotel Amsterdam worden tot 14 dagen voor aanvang kosteloos vastgehouden. Het definitieve aantal gasten geeft u uiterlijk drie werkdagen van tevoren door.',
    },
    {
      language: 'en-US',
      type: 'meeting_room_disclaimer',
      name: 'Meeting rooms at Harbour Hotel Amsterdam are held free of charge until 14 days before your event. Please confirm the final number of guests at least three working days ahead.',
    },
    {
      language: 'de-DE',
      type: 'meeting_room_disclaimer',
      name: 'Tagungsräume im Harbour Hotel Amsterdam werden bis 14 Tage vor Beginn kostenfrei reserviert. Die endgültige Teilnehmerzahl teilen Sie uns bitte spätestens drei Werktage vorher mit.',
    },
    {
      language: 'fr-FR',
      type: 'meeting_room_disclaimer',
      name: 'Les salles du Harbour Hotel Amsterdam sont réservées sans frais jusqu’à 14 jours avant l’événement. Merci de confirmer le nombre définitif de participants au plus tard trois jours ouvrés avant.',
    },
    {
      language: 'fi-FI',
      type: 'meeting_room_disclaimer',
      name: 'Harbour Hotel Amsterdam pitää kokoustilat varattuna maksutta 14 päivään asti ennen tilaisuutta. Vahvistathan lopullisen osallistujamäärän viimeistään kolme arkipäivää etukäteen.',
    },
    {
      language: 'nl-NL',
      type: 'checkout_disclaimer',
      name: 'Uw aanvraag is pas definitief na bevestiging door Harbour Hotel Amsterdam. Toeristenbelasting (12,5% van de kamerprijs) is niet inbegrepen.',
    },
    {
      language: 'en-US',
      type: 'checkout_disclaimer',
      name: 'Your request is final only once Harbour Hotel Amsterdam has confirmed it. Tourist tax (12.5% of the room rate) is not included.',
    },
    {
      language: 'de-DE',
      type: 'checkout_disclaimer',
      name: 'Ihre Anfrage ist erst nach Bestätigung durch das Harbour Hotel Amsterdam verbindlich. Die Touristensteuer (12,5 % des Zimmerpreises) ist nicht enthalten.',
    },
    {
      language: 'fr-FR',
      type: 'checkout_disclaimer',
      name: 'Votre demande ne devient définitive qu’après confirmation par le Harbour Hotel Amsterdam. La taxe de séjour (12,5 % du prix de la chambre) n’est pas incluse.',
    },
    {
      language: 'fi-FI',
      type: 'checkout_disclaimer',
      name: 'Pyyntösi on sitova vasta, kun Harbour Hotel Amsterdam on vahvistanut sen. Turistivero (12,5 % huoneen hinnasta) ei sisälly hintaan.',
    },
    {
      language: 'nl-NL',
      type: 'direct_checkout_popup_checkout',
      name: 'U boekt direct: de zalen en kamers worden voor u vastgehouden terwijl u betaalt.',
    },
    {
      language: 'en-US',
      type: 'direct_checkout_popup_checkout',
      name: 'You are booking directly: the rooms and spaces are held for you while you pay.',
    },
    {
      language: 'de-DE',
      type: 'direct_checkout_popup_checkout',
      name: 'Sie buchen direkt: Räume und Zimmer werden für Sie reserviert, während Sie bezahlen.',
    },
    {
      language: 'fr-FR',
      type: 'direct_checkout_popup_checkout',
      name: 'Vous réservez directement : les salles et chambres sont bloquées pour vous pendant le paiement.',
    },
    {
      language: 'fi-FI',
      type: 'direct_checkout_popup_checkout',
      name: 'Varaat suoraan: tilat ja huoneet pidetään sinulle varattuina maksun ajan.',
    },
    {
      language: 'nl-NL',
      type: 'direct_checkout_popup_price_calculation',
      name: 'De prijs is berekend op basis van uw keuzes en de geldende tarieven. Wijzigingen kunnen de prijs aanpassen.',
    },
    {
      language: 'en-US',
      type: 'direct_checkout_popup_price_calculation',
      name: 'The price is calculated from your choices and the current rates. Changes may alter the price.',
    },
    {
      language: 'de-DE',
      type: 'direct_checkout_popup_price_calculation',
      name: 'Der Preis ergibt sich aus Ihrer Auswahl und den aktuellen Tarifen. Änderungen können ihn anpassen.',
    },
    {
      language: 'fr-FR',
      type: 'direct_checkout_popup_price_calculation',
      name: 'Le prix est calculé selon vos choix et les tarifs en vigueur. Toute modification peut le faire varier.',
    },
    {
      language: 'fi-FI',
      type: 'direct_checkout_popup_price_calculation',
      name: 'Hinta lasketaan valintojesi ja voimassa olevien hintojen perusteella. Muutokset voivat vaikuttaa hintaan.',
    },
  ],
  position: 0,
} satisfies Location;
