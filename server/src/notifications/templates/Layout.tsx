/** @jsxImportSource react */
import { Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';
import type { MailContext } from '../mail-context.ts';
import {
  cardStyle,
  contentStyle,
  linkStyle,
  mutedStyle,
  pageStyle,
  ruleStyle,
  schemeCss,
  textStyle,
} from './mail-styles.ts';

/** Props: the message's context, the inbox preview line and the message's own content. */
export type LayoutProps = { mail: MailContext; preview: string; children: ReactNode };

/**
 * Every message's frame: the partner's header band with its logo (or name), the content, and a footer
 * with the venue's name, address and contact details. One column, so it reads the same at 390 px.
 */
export function Layout({ mail, preview, children }: LayoutProps) {
  const { view, colors } = mail;
  return (
    <Html lang={view.locale} dir="ltr">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style
          // Our own constant CSS with the partner's colours, which are validated #rrggbb values.
          // biome-ignore lint/security/noDangerouslySetInnerHtml: React would escape the CSS's quotes.
          dangerouslySetInnerHTML={{ __html: schemeCss(colors) }}
        />
      </Head>
      <Preview>{preview}</Preview>
      {/* A plain <body>: react-email's Body copies the background onto an inner cell that no class
          reaches, so the dark scheme could not repaint it. */}
      <body className="bf-page" style={{ backgroundColor: pageStyle.backgroundColor, margin: 0, padding: 0 }}>
        <Section className="bf-page" style={pageStyle}>
          <Container className="bf-card" style={cardStyle}>
            <Section style={{ backgroundColor: colors.primary, padding: '16px 24px' }}>
              <Brand mail={mail} />
            </Section>
            <Section className="bf-content" style={contentStyle}>
              {children}
              <Hr className="bf-rule" style={ruleStyle} />
              <Footer mail={mail} />
            </Section>
          </Container>
        </Section>
      </body>
    </Html>
  );
}

function Brand({ mail }: { mail: MailContext }) {
  const { brand } = mail.view;
  if (!brand.logoUrl) {
    return (
      <Text
        style={{ ...textStyle, color: mail.colors.onPrimary, fontSize: '20px', fontWeight: 700, margin: 0 }}
      >
        {brand.partnerName}
      </Text>
    );
  }
  // A white plate under the logo: logos are drawn for white pages, not for the partner's colour.
  return (
    <span
      style={{
        display: 'inline-block',
        backgroundColor: '#ffffff',
        borderRadius: '4px',
        padding: '6px 10px',
      }}
    >
      <Img
        src={brand.logoUrl}
        alt={brand.partnerName}
        height="40"
        style={{ height: '40px', width: 'auto' }}
      />
    </span>
  );
}

function Footer({ mail }: { mail: MailContext }) {
  const { t, view, colors } = mail;
  const { location, termsUrl } = view.brand;
  const link = { ...linkStyle(colors), color: colors.link };
  return (
    <Section>
      <Text style={{ ...textStyle, fontWeight: 700, margin: '0 0 4px' }}>{location.name}</Text>
      <Text className="bf-muted" style={{ ...mutedStyle, margin: '0 0 8px' }}>
        {[location.address, location.city].filter(Boolean).join(', ')}
        {location.phone && (
          <>
            <br />
            {t('email:layout.phone')}:{' '}
            <Link className="bf-link" href={`tel:${location.phone.replace(/[^\d+]/g, '')}`} style={link}>
              {location.phone}
            </Link>
          </>
        )}
        {location.email && (
          <>
            <br />
            {t('email:layout.email')}:{' '}
            <Link className="bf-link" href={`mailto:${location.email}`} style={link}>
              {location.email}
            </Link>
          </>
        )}
        {location.website && (
          <>
            <br />
            {t('email:layout.website')}:{' '}
            <Link className="bf-link" href={location.website} style={link}>
              {location.website}
            </Link>
          </>
        )}
        {termsUrl && (
          <>
            <br />
            <Link className="bf-link" href={termsUrl} style={link}>
              {t('email:layout.terms')}
            </Link>
          </>
        )}
      </Text>
      <Text className="bf-muted" style={{ ...mutedStyle, margin: 0 }}>
        {t(mail.staff ? 'email:layout.whyStaff' : 'email:layout.whyVisitor')}
      </Text>
    </Section>
  );
}
