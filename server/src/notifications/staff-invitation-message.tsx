import { eq } from 'drizzle-orm';
import { matchLocale } from '../../../src/domain/locale.ts';
import { STAFF_LINK_HOURS } from '../auth/staff-users.ts';
import type { Orm } from '../db/database.ts';
import { partners } from '../db/schema/index.ts';
import type { OutboxRendered } from '../db/schema/outbox.ts';
import { deskLink } from './links.ts';
import { renderOneLinkMessage } from './one-link-message.tsx';
import type { OutboxRow } from './outbox-sender.ts';
import type { SignInMessageOptions } from './sign-in-message.tsx';
import { mailTexts } from './texts.ts';

// The desk's invitation (issue 17): a manager added a colleague or sent them a new link. Like the
// visitor's sign-in e-mail it belongs to no booking: the partner's frame, who invited them, the one-time
// link to the desk and how long it works. The code lives in the outbox row's facts until it is sent.

/** The outbox template of the desk invitation. */
export const STAFF_INVITATION_TEMPLATE = 'staff_invitation';

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
  return renderOneLinkMessage(
    { kind: 'staff_invitation', template: STAFF_INVITATION_TEMPLATE },
    { partner, row, link, locale, t, publicUrl: options.publicUrl, from: options.from },
  );
}
