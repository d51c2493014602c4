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
import { SIGN_IN_LINK_MINUTES } from '../../../src/contracts/visitor-session.schema.ts';
import { matchLocale } from '../../../src/domain/locale.ts';
import type { Orm } from '../db/database.ts';
import { partners } from '../db/schema/index.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { mailDomain, signInLink } from './links.ts';
import { linkTarget } from './message-view.ts';
import type { OutboxRow } from './outbox-sender.ts';
import { plainTextOf } from './render.tsx';
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
import { type MissingTextHandler, mailTexts } from './texts.ts';

// The sign-in e-mail of returning visitors (issue 21). It belongs to no booking, so it has its own small
// frame: the partner's name and colour, what the link does, how long it works, and what to do when the
// visitor did not ask for it. The link's code lives in the outbox row's facts until it is sent.

/** The outbox template of the sign-in e-mail. */
export const SIGN_IN_TEMPLATE = 'visitor_sign_in';

/** What rendering the sign-in e-mail needs. */
export type SignInMessageOptions = {
  publicUrl: string;
  /** `MAIL_FROM`; by default the partner's name at the public URL's domain. */
  from: string | null;
  onMissingText?: MissingTextHandler;
};

type Props = {
  partnerName: string;
  color: string;
  secondaryColor: string;
  link: string;
  t: (key: string) => string;
  locale: string;
};

function SignInMessage({ partnerName, color, secondaryColor, link, t, locale }: Props) {
  const colors = mailColors({ color, secondaryColor });
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{t('email:sign_in.intro')}</Preview>
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
                {t('email:sign_in.heading')}
              </Heading>
              <Text style={textStyle}>{t('email:sign_in.intro')}</Text>
              <Section style={{ margin: '20px 0 12px' }}>
                <Button href={link} style={buttonStyle(colors)}>
                  {t('email:sign_in.button')}
                </Button>
              </Section>
              <Text style={mutedStyle}>{t('email:sign_in.expiry')}</Text>
              <Text style={mutedStyle} data-skip-in-text="true">
                {t('email:layout.linkFallback')}{' '}
                <Link href={link} style={linkStyle(colors)}>
                  {link}
                </Link>
              </Text>
              <Text style={mutedStyle}>{t('email:sign_in.notYou')}</Text>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}

/** The sign-in e-mail of one outbox row; null once its code is gone or its partner was deleted. */
export async function composeSignIn(
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
  const params = { partner: partner.name, minutes: SIGN_IN_LINK_MINUTES };
  const t = (key: string) => texts.t(key, params);
  const link = signInLink(linkTarget(partner, options.publicUrl), locale, code);
  const html = await render(
    <SignInMessage
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
    subject: t('email:sign_in.subject').replace(/\s+/g, ' ').trim(),
    html,
    text: plainTextOf(html),
    attachments: [],
    headers: { 'X-Booking-Template': SIGN_IN_TEMPLATE },
  };
}
