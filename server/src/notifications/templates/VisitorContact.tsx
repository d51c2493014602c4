/** @jsxImportSource react */
import { Heading, Link, Section } from '@react-email/components';
import type { MailContext } from '../mail-context.ts';
import { Facts } from './Facts.tsx';
import { linkStyle, subheadingStyle } from './mail-styles.ts';

/** For staff: who to answer, with links that start a reply or a call. */
export function VisitorContact({ mail }: { mail: MailContext }) {
  const { t, view, colors } = mail;
  const { contact, company } = view.booking;
  const link = linkStyle(colors);
  return (
    <Section>
      <Heading as="h2" style={subheadingStyle}>
        {t('email:contact.title')}
      </Heading>
      <Facts
        rows={[
          { label: t('email:contact.name'), value: contact.name },
          { label: t('email:contact.company'), value: company },
          {
            label: t('email:contact.email'),
            value: contact.email && (
              <Link className="bf-link" href={`mailto:${contact.email}`} style={link}>
                {contact.email}
              </Link>
            ),
          },
          {
            label: t('email:contact.phone'),
            value: contact.phone && (
              <Link className="bf-link" href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} style={link}>
                {contact.phone}
              </Link>
            ),
          },
        ]}
      />
    </Section>
  );
}
