import type { FreshApp } from './fresh-app.ts';

// A returning visitor's session for API tests (issue 21): asks for a sign-in link as the widget does,
// takes the code from the outbox (where it waits until the e-mail is sent) and redeems it from `origin`.

/** The code of the newest sign-in e-mail to `email`. */
export async function signInCodeSentTo(fresh: FreshApp, email: string): Promise<string> {
  const [row] = await fresh.db.query<{ facts: { linkKey: string } }>(
    `select facts from outbox_messages where template = 'visitor_sign_in' and lower(to_address) = lower($1)
     order by id desc limit 1`,
    [email],
  );
  if (!row) throw new Error(`no sign-in e-mail to ${email}`);
  return row.facts.linkKey;
}

/** Signs `email` in at `partner` from a page at `origin`: the session cookie (`bf_visitor=…`). */
export async function visitorSession(
  fresh: FreshApp,
  email: string,
  origin: string,
  partner = 'harbour',
): Promise<string> {
  const json = { 'Content-Type': 'application/json', Origin: origin };
  const asked = await fresh.app.request('/api/email/oauth2/authorize', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ partner, email }),
  });
  if (asked.status !== 202) throw new Error(`sign-in link refused: ${asked.status}`);
  const redeemed = await fresh.app.request('/api/email/oauth2/callback', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ code: await signInCodeSentTo(fresh, email) }),
  });
  if (redeemed.status !== 200) throw new Error(`sign-in code refused: ${redeemed.status}`);
  return redeemed.headers.get('set-cookie')!.split(';')[0]!;
}
