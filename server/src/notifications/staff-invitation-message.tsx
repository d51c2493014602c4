/** @jsxImportSource react */
import {
  Button,
  Container,
  Head,
  Heading,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { eq } from 'drizzle-orm';
import { matchLocale } from '../../../src/domain/locale.ts';
import { STAFF_LINK_HOURS } from '../auth/staff-users.ts';
import type { Orm } from '../db/database.ts';
import { partners } from '../db/schema/index.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { deskLink, mailDomain } from './links.ts';
import type { OutboxRow } from './outbox-sender.ts';
import { plainTextOf } from './render.tsx';
import type { SignInMessageOptions } from './sign-in-message.tsx';
import { mailColors } from './templates/brand-colors.ts';
import {
  buttonStyle,
  cardStyle,
  contentStyle,
  headingStyle,
  linkStyle,
  mutedStyle,
  pageStyle,
  textStyle,
} from './templates/mail-styles.ts';
import { mailTexts } from './texts.ts';

// The desk's invitation (issue 17): a manager added a colleague or sent them a new link. Like the
// visitor's sign-in e-mail it belongs to no booking: the partner's frame, who invited them, the one-time
// link to the desk and how long it works. The code lives in the outbox row's facts until it is sent.

/** The outbox template of the desk invitation. */
export const STAFF_INVITATION_TEMPLATE = 'staff_invitation';

type Props = {
  partnerName: string;
  color: string;
  secondaryColor: string;
  link: string;
  t: (key: string) => string;
  locale: string;
};

function StaffInvitationMessage({ partnerName, color, secondaryColor, link, t, locale }: Props) {
  const colors = mailColors({ color, secondaryColor });
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{t('email:staff_invitation.intro')}</Preview>
      <body style={{ backgroundColor: pageStyle.backgroundColor, margin: 0, padding: 0 }}>
        <Section style={pageStyle}>
          <Container style={cardStyle}>
            <Section style={{ backgroundColor: colors.primary, padding: '16px 24px' }}>
              <Text
                style={{
                  ...textStyle,
                  color: colors.onPrimary,
                  fontSize: '20px',
                  fontWeight: 700,
                  margin: 0,
                }}
              >
                {partnerName}
              </Text>
            </Section>
            <Section style={contentStyle}>
              <Heading as="h1" style={headingStyle}>
                {t('email:staff_invitation.heading')}
              </Heading>
              <Text style={textStyle}>{t('email:staff_invitation.intro')}</Text>
              <Section style={{ margin: '20px 0 12px' }}>
                <Button href={link} style={buttonStyle(colors)}>
                  {t('email:staff_invitation.button')}
                </Button>
              </Section>
              <Text style={mutedStyle}>{t('email:staff_invitation.expiry')}</Text>
              <Text style={mutedStyle} data-skip-in-text="true">
                {t('email:layout.linkFallback')}{' '}
                <Link href={link} style={linkStyle(colors)}>
                  {link}
                </Link>
              </Text>
              <Text style={mutedStyle}>{t('email:staff_invitation.notYou')}</Text>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}

/** The invitation of one outbox row; null once its code is gone or its partner was deleted. */
export async function composeStaffInvitation(
  db: Orm,
  row: OutboxRow,
  options: SignInMessageOptions,
): Promise<OutboxRendered | null> {
  const code = row.facts.linkKey;
  if (!code) return null;
  const [partner] = await db.select().from(partners).where(eq(partners.id, row.partnerId));
  if (!partner) return null;
  const locale = matchLocale(row.locale) ?? 'en-US';
  const texts = mailTexts(locale, options.onMissingText);
  const params = {
    partner: partner.name,
    inviter: row.facts.invitedBy ?? partner.name,
    hours: STAFF_LINK_HOURS,
  };
  const t = (key: string) => texts.t(key, params);
  const link = deskLink(options.publicUrl, code);
  const html = await render(
    <StaffInvitationMessage
      partnerName={partner.name}
      color={partner.color}
      secondaryColor={partner.secondaryColor}
      link={link}
      t={t}
      locale={locale}
    />,
  );
  const name = partner.name.replace(/["\\\r\n]/g, '');
  return {
    from: options.from ?? `"${name}" <bookings@${mailDomain(options.publicUrl)}>`,
    to: row.toAddress,
    subject: t('email:staff_invitation.subject').replace(/\s+/g, ' ').trim(),
    html,
    text: plainTextOf(html),
    attachments: [],
    headers: { 'X-Booking-Template': STAFF_INVITATION_TEMPLATE },
  };
}
