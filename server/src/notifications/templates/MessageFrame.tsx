/** @jsxImportSource react */
import { Button, Heading, Link, Section, Text } from '@react-email/components';
import type { MailContext } from '../mail-context.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { Layout } from './Layout.tsx';
import { buttonStyle, headingStyle, linkStyle, mutedStyle, panelStyle, textStyle } from './mail-styles.ts';
import { VisitorContact } from './VisitorContact.tsx';

/** One labelled fact a message points out above the button (validity, reason, fee). */
export type Note = { label: string; value: string };

/** Props: what one template says; the frame puts it in the same order in every message. */
export type MessageFrameProps = {
  mail: MailContext;
  heading: string;
  /** What happened and what comes next: one or two short paragraphs. */
  paragraphs: string[];
  notes?: Note[];
  button: string;
  /** The booking summary below the button; a draft reminder goes without it. */
  summary?: boolean;
  /** A message in the venue's own words (an offer's note), under its heading, above the notes. */
  message?: { heading: string; text: string } | null;
};

/** The sentence about the attached calendar file, when the message carries one. */
export function calendarSentence(mail: MailContext): string | null {
  const calendar = mail.view.calendar;
  if (!calendar) return null;
  if (calendar.method === 'CANCEL') return mail.t('email:calendar.removed');
  return mail.t(calendar.sequence > 0 ? 'email:calendar.updated' : 'email:calendar.added');
}

/**
 * The body every template shares: heading and reference, what happened, the notes, the call to action
 * to the message's link (for staff, with a word that the link is theirs), the visitor's contact details
 * for staff, and the booking summary.
 */
export function MessageFrame({
  mail,
  heading,
  paragraphs,
  notes = [],
  button,
  summary = true,
  message = null,
}: MessageFrameProps) {
  const { t, view, colors } = mail;
  const said = [...paragraphs, calendarSentence(mail)].filter((p): p is string => Boolean(p));
  return (
    <Layout mail={mail} preview={said[0] ?? heading}>
      <Heading as="h1" style={headingStyle}>
        {heading}
      </Heading>
      <Text className="bf-muted" style={{ ...mutedStyle, margin: '0 0 16px' }}>
        {t('email:layout.reference')}
      </Text>
      {said.map((paragraph) => (
        <Text key={paragraph} style={textStyle}>
          {paragraph}
        </Text>
      ))}
      {message && (
        <Section className="bf-panel" style={panelStyle} data-note="venue">
          <Text style={{ ...textStyle, margin: '0 0 4px' }}>
            <strong>{message.heading}</strong>
          </Text>
          {/* Staff's text as they wrote it: React escapes it; line breaks stay lines. */}
          <Text style={{ ...textStyle, margin: 0, whiteSpace: 'pre-line' }}>{message.text}</Text>
        </Section>
      )}
      {notes.length > 0 && (
        <Section className="bf-panel" style={panelStyle}>
          {notes.map((note) => (
            <Text key={note.label} style={{ ...textStyle, margin: '4px 0' }}>
              <strong>{note.label}:</strong> {note.value}
            </Text>
          ))}
        </Section>
      )}
      <Section style={{ margin: '20px 0 12px' }}>
        <Button className="bf-button" href={view.link} style={buttonStyle(colors)}>
          {button}
        </Button>
      </Section>
      <Text className="bf-muted" style={mutedStyle}>
        {t(mail.staff ? 'email:layout.staffLink' : 'email:layout.keepLink')}
      </Text>
      {/* The text part already carries the link after the button's label. */}
      <Text className="bf-muted" style={mutedStyle} data-skip-in-text="true">
        {t('email:layout.linkFallback')}{' '}
        <Link className="bf-link" href={view.link} style={linkStyle(colors)}>
          {view.link}
        </Link>
      </Text>
      {mail.staff && <VisitorContact mail={mail} />}
      {summary && <BookingSummary mail={mail} />}
    </Layout>
  );
}
