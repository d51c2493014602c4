import type { Orm } from '../../db/database.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { STAFF_INVITATION_TEMPLATE } from '../../notifications/staff-invitation-message.tsx';

// A desk invitation goes out through the outbox (issue 17): written in the same transaction as the link
// it carries, so the e-mail exists exactly when the link does, and delivered by the sender.

/** Who gets the link, and from whom. */
export type StaffInvitationMail = {
  partnerId: number;
  email: string;
  locale: string;
  code: string;
  invitedBy: string;
};

/** Queues the invitation e-mail with the link's code; the caller wakes the sender after committing. */
export async function enqueueStaffInvitation(tx: Orm, mail: StaffInvitationMail, now: Date): Promise<void> {
  await tx.insert(outboxMessages).values({
    partnerId: mail.partnerId,
    bookingId: null,
    event: 'staff_invitation',
    template: STAFF_INVITATION_TEMPLATE,
    recipient: 'venue',
    toAddress: mail.email,
    locale: mail.locale,
    // Each link is its own message: a second "send a new link" is a new e-mail, not a duplicate.
    dedupeKey: `staff_invitation:${mail.code.slice(0, 16)}`,
    facts: { linkKey: mail.code, invitedBy: mail.invitedBy },
    dueAt: now,
    createdAt: now,
  });
}
