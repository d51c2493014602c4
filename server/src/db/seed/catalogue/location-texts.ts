import type { Localized } from '../document.ts';

/** The free-cancellation window and local notes a location's disclaimers mention. */
export type DisclaimerFacts = { hotel: string; freeCancellationDays: number; cityTaxNote: Localized };

/**
 * The four location translation types of spec §3 (meeting room disclaimer, checkout disclaimer and the two
 * direct-checkout popups), written per locale around the location's own facts.
 */
export function locationTexts({
  hotel,
  freeCancellationDays: days,
  cityTaxNote,
}: DisclaimerFacts): Record<string, Localized> {
  return {
    meeting_room_disclaimer: {
      'nl-NL': `Zalen in ${hotel} worden tot ${days} dagen voor aanvang kosteloos vastgehouden. Het definitieve aantal gasten geeft u uiterlijk drie werkdagen van tevoren door.`,
      'en-US': `Meeting rooms at ${hotel} are held free of charge until ${days} days before your event. Please confirm the final number of guests at least three working days ahead.`,
      'de-DE': `Tagungsräume im ${hotel} werden bis ${days} Tage vor Beginn kostenfrei reserviert. Die endgültige Teilnehmerzahl teilen Sie uns bitte spätestens drei Werktage vorher mit.`,
      'fr-FR': `Les salles du ${hotel} sont réservées sans frais jusqu’à ${days} jours avant l’événement. Merci de confirmer le nombre définitif de participants au plus tard trois jours ouvrés avant.`,
      'fi-FI': `${hotel} pitää kokoustilat varattuna maksutta ${days} päivään asti ennen tilaisuutta. Vahvistathan lopullisen osallistujamäärän viimeistään kolme arkipäivää etukäteen.`,
    },
    checkout_disclaimer: {
      'nl-NL': `Uw aanvraag is pas definitief na bevestiging door ${hotel}. ${cityTaxNote['nl-NL']}`,
      'en-US': `Your request is final only once ${hotel} has confirmed it. ${cityTaxNote['en-US']}`,
      'de-DE': `Ihre Anfrage ist erst nach Bestätigung durch das ${hotel} verbindlich. ${cityTaxNote['de-DE']}`,
      'fr-FR': `Votre demande ne devient définitive qu’après confirmation par le ${hotel}. ${cityTaxNote['fr-FR']}`,
      'fi-FI': `Pyyntösi on sitova vasta, kun ${hotel} on vahvistanut sen. ${cityTaxNote['fi-FI']}`,
    },
    direct_checkout_popup_checkout: {
      'nl-NL': 'U boekt direct: de zalen en kamers worden voor u vastgehouden terwijl u betaalt.',
      'en-US': 'You are booking directly: the rooms and spaces are held for you while you pay.',
      'de-DE': 'Sie buchen direkt: Räume und Zimmer werden für Sie reserviert, während Sie bezahlen.',
      'fr-FR':
        'Vous réservez directement : les salles et chambres sont bloquées pour vous pendant le paiement.',
      'fi-FI': 'Varaat suoraan: tilat ja huoneet pidetään sinulle varattuina maksun ajan.',
    },
    direct_checkout_popup_price_calculation: {
      'nl-NL':
        'De prijs is berekend op basis van uw keuzes en de geldende tarieven. Wijzigingen kunnen de prijs aanpassen.',
      'en-US':
        'The price is calculated from your choices and the current rates. Changes may alter the price.',
      'de-DE':
        'Der Preis ergibt sich aus Ihrer Auswahl und den aktuellen Tarifen. Änderungen können ihn anpassen.',
      'fr-FR':
        'Le prix est calculé selon vos choix et les tarifs en vigueur. Toute modification peut le faire varier.',
      'fi-FI':
        'Hinta lasketaan valintojesi ja voimassa olevien hintojen perusteella. Muutokset voivat vaikuttaa hintaan.',
    },
  };
}
