import { asc, sql } from 'drizzle-orm';
import { exactFilter } from '../../api/filters.ts';
import { color, currency, email, httpsUrl, url } from '../../api/formats.ts';
import type { Field, Resource } from '../../api/resource.ts';
import { array, boolean, integer, object, type Shape, text } from '../../api/shapes.ts';
import { partners } from '../../db/schema/index.ts';
import { idField, referenceField, typedTranslationShape } from '../common.ts';

const column = (name: string, description: string, shape: Shape, extra: Partial<Field> = {}): Field => ({
  name,
  description,
  shape,
  column: name,
  ...extra,
});

const filename = text({ max: 200, pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/, example: 'harbour-logo.svg' });

/** Hotel and venue companies with their branding (spec §3 Partner). */
export const partnerResource: Resource = {
  type: 'Partner',
  path: 'partners',
  title: 'Partner',
  description:
    'A hotel or venue company: its branding and behaviour settings. Files are served at /media/{filename}.',
  table: partners,
  fields: [
    idField,
    column(
      'slug',
      'The name embeds use (`<booking-form partner="harbour">`).',
      text({ max: 100, pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, example: 'harbour' }),
    ),
    column('name', 'The company name.', text({ max: 200 })),
    column(
      'abbreviation',
      'First part of booking references (HH in HH-AMS-2027-0042); null: the initials of the name.',
      text({ max: 6, pattern: /^[A-Z0-9]{1,6}$/, example: 'HH' }),
      { nullable: true },
    ),
    column(
      'bookingPageUrl',
      'The partner’s own page that embeds the widget: links in e-mails open it (null: the hosted page); ending in `#/bf`, the links’ routes go under that `route-prefix`.',
      url(),
      { nullable: true },
    ),
    column(
      'draftReminderMinutes',
      'Minutes of inactivity before a visitor with an unsent draft gets one "continue" e-mail; 0: never.',
      integer({ min: 0, max: 43_200 }),
      { default: 60 },
    ),
    column(
      'stripeAccount',
      'The partner’s Stripe connected account (acct_…): card payments are made on it; null: on the platform’s own account.',
      text({ max: 100, pattern: /^acct_[A-Za-z0-9]+$/, example: 'acct_1Pq2Rs3Tu4Vw5Xy' }),
      { nullable: true },
    ),
    {
      name: 'errorReportingDsn',
      description:
        'The deployment’s error-reporting DSN (ERROR_REPORTING_DSN, Sentry-compatible), the same for every partner: the widget sends its unexpected errors there, scrubbed; null: it reports nothing.',
      shape: url(),
      nullable: true,
      access: 'read',
      read: (_row, context) => context.errorReportingDsn ?? null,
    },
    column('logoFilename', 'Logo file under /media.', filename, { nullable: true }),
    column('faviconFilename', 'Favicon file under /media.', filename, { nullable: true }),
    {
      name: 'contact',
      description: 'How visitors reach the partner.',
      shape: object({}),
      fields: [
        column('email', 'E-mail address.', email(), { column: 'contactEmail', nullable: true }),
        column('phonenumber', 'Phone number.', text({ max: 50 }), { column: 'contactPhone', nullable: true }),
      ],
    },
    column(
      'paxMiceThreshold',
      'From this many guests a group counts as big (default 999).',
      integer({ min: 1, max: 100_000 }),
      {
        default: 999,
      },
    ),
    {
      name: 'partnerSettings',
      description: 'Branding and behaviour of the form (spec §3 partnerSettings).',
      shape: object({}),
      fields: [
        column('color', 'Main colour #rrggbb.', color(), { default: '#1f4e79' }),
        column('secondaryColor', 'Second colour #rrggbb.', color(), { default: '#f2a900' }),
        column('webformFont', 'Font family (a house default applies when none).', text({ max: 100 }), {
          nullable: true,
        }),
        column('webformRoundedBoxes', 'Rounded corners (4px) or square.', boolean(), { default: true }),
        column('termsUrl', 'Terms and conditions.', url(), { nullable: true }),
        column('lateCheckoutEnabled', 'Guests may book a late check-out.', boolean(), { default: false }),
        column(
          'webformImages',
          'Carousel images, files under /media.',
          array(object({ photoFilename: filename }, 'WebformImage'), { max: 20 }),
          { default: [] },
        ),
        column(
          'translations',
          'Partner texts by type, e.g. WebformIntro.',
          array(typedTranslationShape(), { max: 200 }),
          {
            default: [],
          },
        ),
        referenceField(
          'defaultEmplacement',
          'emplacements',
          'Emplacement',
          'defaultEmplacementId',
          'Default seating layout.',
          true,
        ),
        referenceField(
          'bigGroupsDefaultEmplacement',
          'emplacements',
          'Emplacement',
          'bigGroupsDefaultEmplacementId',
          'Default layout for big groups.',
          true,
        ),
        column('analyticsKey', 'Tag manager key; analytics load only when set.', text({ max: 100 }), {
          nullable: true,
        }),
        column(
          'consentScriptUrl',
          'The partner’s consent manager (an https script URL): loaded before the tag manager, and only with an analytics key.',
          httpsUrl(),
          { nullable: true },
        ),
        column('website', 'Web site.', url(), { nullable: true }),
        column('currency', 'Default currency (missing or "null" means EUR).', currency(), { default: 'EUR' }),
      ],
    },
  ],
  filters: [exactFilter('slug', partners.slug, 'The partner with this slug.')],
  orders: {},
  defaultOrder: [asc(partners.id)],
  operations: ['list', 'get', 'replace', 'patch'],
  managersOnly: ['replace', 'patch'],
  scope: {
    owned: (partnerId) => sql`${partners.id} = ${partnerId}`,
    visible: sql`true`,
    publicWithoutPartner: true,
  },
};
