// Which paper a venue prints on: Letter in the United States and Canada, A4 everywhere else. A location
// records its IANA time zone, not its country, so the zone decides: the zones tzdata's zone.tab lists
// for US and CA, plus older names that still resolve to them. A zone missing here prints on A4.

/** A page size as pdfkit names it. */
export type Paper = 'A4' | 'LETTER';

const US_ZONES = [
  'New_York',
  'Detroit',
  'Kentucky/Louisville',
  'Kentucky/Monticello',
  'Indiana/Indianapolis',
  'Indiana/Vincennes',
  'Indiana/Winamac',
  'Indiana/Marengo',
  'Indiana/Petersburg',
  'Indiana/Vevay',
  'Indiana/Tell_City',
  'Indiana/Knox',
  'Chicago',
  'Menominee',
  'North_Dakota/Center',
  'North_Dakota/New_Salem',
  'North_Dakota/Beulah',
  'Denver',
  'Boise',
  'Phoenix',
  'Los_Angeles',
  'Anchorage',
  'Juneau',
  'Sitka',
  'Metlakatla',
  'Yakutat',
  'Nome',
  'Adak',
  // Older names tzdata keeps as links.
  'Indianapolis',
  'Fort_Wayne',
  'Louisville',
  'Knox_IN',
  'Shiprock',
  'Atka',
];

const CANADA_ZONES = [
  'St_Johns',
  'Halifax',
  'Glace_Bay',
  'Moncton',
  'Goose_Bay',
  'Toronto',
  'Iqaluit',
  'Winnipeg',
  'Resolute',
  'Rankin_Inlet',
  'Regina',
  'Swift_Current',
  'Edmonton',
  'Cambridge_Bay',
  'Inuvik',
  'Dawson_Creek',
  'Fort_Nelson',
  'Whitehorse',
  'Dawson',
  'Vancouver',
  'Atikokan',
  'Blanc-Sablon',
  'Creston',
  // Older names tzdata keeps as links.
  'Montreal',
  'Nipigon',
  'Thunder_Bay',
  'Rainy_River',
  'Pangnirtung',
  'Yellowknife',
  'Coral_Harbour',
];

const LETTER_ZONES = new Set([
  ...[...US_ZONES, ...CANADA_ZONES].map((zone) => `America/${zone}`),
  // Hawaii is a US state outside America/…; the US/… and Canada/… names are tzdata's old aliases.
  'Pacific/Honolulu',
]);

/** Letter for a venue in the US or Canada (by its time zone), A4 everywhere else. */
export function paperFor(timeZone: string): Paper {
  if (LETTER_ZONES.has(timeZone) || /^(US|Canada)\//.test(timeZone)) return 'LETTER';
  return 'A4';
}
