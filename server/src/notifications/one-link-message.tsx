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
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { mailDomain } from './links.ts';
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

// The frame of an e-mail that belongs to no booking and carries one link: the visitor's sign-in link
// (issue 21) and the desk's invitation (issue 17). The partner's name and colour, a heading, what the
// link does, its button, how long it works, the link written out, and what to do when it was not asked
// for; each kind has its texts under `email:{kind}.…`.

/** The kinds of one-link e-mail, by their texts' key in `locales/email.*.json`. */
export type OneLinkKind = 'sign_in' | 'staff_invitation';

type Props = {
  kind: OneLinkKind;
  partnerName: string;
  color: string;
  secondaryColor: string;
  link: string;
  t: (key: string) => string;
  locale: string;
};

function OneLinkMessage({ kind, partnerName, color, secondaryColor, link, t, locale }: Props) {
  const colors = mailColors({ color, secondaryColor });
  const text = (key: string) => t(`email:${kind}.${key}`);
  return (
    <Html lang={locale} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <Preview>{text('intro')}</Preview>
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
                {text('heading')}
              </Heading>
              <Text style={textStyle}>{text('intro')}</Text>
              <Section style={{ margin: '20px 0 12px' }}>
                <Button href={link} style={buttonStyle(colors)}>
                  {text('button')}
                </Button>
              </Section>
              <Text style={mutedStyle}>{text('expiry')}</Text>
              <Text style={mutedStyle} data-skip-in-text="true">
                {t('email:layout.linkFallback')}{' '}
                <Link href={link} style={linkStyle(colors)}>
                  {link}
                </Link>
              </Text>
              <Text style={mutedStyle}>{text('notYou')}</Text>
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}

/** The rendered one-link e-mail of an outbox row, from the partner, with the template's header. */
export async function renderOneLinkMessage(
  { kind, template }: { kind: OneLinkKind; template: string },
  {
    partner,
    row,
    link,
    locale,
    t,
    publicUrl,
    from,
  }: {
    partner: { name: string; color: string; secondaryColor: string };
    row: Pick<OutboxRow, 'toAddress'>;
    link: string;
    locale: string;
    t: (key: string) => string;
    publicUrl: string;
    from: string | null;
  },
): Promise<OutboxRendered> {
  const html = await render(
    <OneLinkMessage
      kind={kind}
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
    from: from ?? `"${name}" <bookings@${mailDomain(publicUrl)}>`,
    to: row.toAddress,
    subject: t(`email:${kind}.subject`).replace(/\s+/g, ' ').trim(),
    html,
    text: plainTextOf(html),
    attachments: [],
    headers: { 'X-Booking-Template': template },
  };
}
