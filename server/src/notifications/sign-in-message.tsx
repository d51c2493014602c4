import { eq } from 'drizzle-orm';
import { SIGN_IN_LINK_MINUTES } from '../../../src/contracts/visitor-session.schema.ts';
import { matchLocale } from '../../../src/domain/locale.ts';
import type { Orm } from '../db/database.ts';
import { partners } from '../db/schema/index.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { signInLink } from './links.ts';
import { linkTarget } from './message-view.ts';
import { renderOneLinkMessage } from './one-link-message.tsx';
import type { OutboxRow } from './outbox-sender.ts';
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
  return renderOneLinkMessage(
    { kind: 'sign_in', template: SIGN_IN_TEMPLATE },
    { partner, row, link, locale, t, publicUrl: options.publicUrl, from: options.from },
  );
}
