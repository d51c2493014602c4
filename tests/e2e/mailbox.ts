// The local mailbox of the server under test (no SMTP_URL: messages stay in the outbox and the mailbox
// page lists them as JSON), as the journeys read the e-mails a visitor or a venue receives.
import { expect, type Page } from '@playwright/test';

const API = process.env.BF_E2E_URL as string;

/** One message as the mailbox lists it. */
export type MailboxMessage = {
  template: string;
  to: string;
  subject: string | null;
  status: string;
  reference: string | null;
  text: string | null;
  links: string[];
  attachments: { filename: string; contentType: string; url: string }[];
};

/** The newest message of `template` to `to`, once it has been sent. */
export async function mailTo(page: Page, to: string, template: string): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${API}/mailbox/messages.json?to=${encodeURIComponent(to)}`);
        const body = (await response.json()) as { messages: MailboxMessage[] };
        found = body.messages.find((m) => m.template === template && m.status === 'sent');
        return found !== undefined;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}
