// Error reporting after start-up (spec §6): with ERROR_REPORTING_DSN the widget loads its reporter after
// the first render and sends its own unexpected errors, scrubbed, to that Sentry-compatible service (a
// local receiver here); the host page's errors are not its business; without a DSN nothing is loaded.
import { expect, test } from '@playwright/test';
import { type RunningServer, startServer } from '../fixtures/server-process.mjs';
import { type SentryReceiver, startSentryReceiver } from '../support/sentry-receiver.ts';
import { widget } from './journey.ts';

const REPORTER_CHUNK = /\/widget\/assets\/error-reporter-[\w-]+\.js$/;
const VISITOR_EMAIL = 'jane.doe@example.com';

let receiver: SentryReceiver;
let reporting: RunningServer;

test.beforeAll(async () => {
  receiver = await startSentryReceiver();
  reporting = await startServer({ env: { ERROR_REPORTING_DSN: receiver.dsn(42, 'publickey42') } });
});

test.afterAll(async () => {
  await reporting?.stop();
  await receiver?.stop();
});

test('an unexpected error in the widget reaches the DSN scrubbed, and a host page error does not', async ({
  page,
}) => {
  // A partner answer the widget cannot render (a name that is an object keyed by an e-mail address):
  // React throws from the widget's own code, with the address in its message.
  await page.route('**/api/partners?**', async (route) => {
    const answer = await route.fetch();
    const body = await answer.json();
    body.member[0].logoFilename = null;
    body.member[0].name = { [VISITOR_EMAIL]: 'Jane Doe' };
    await route.fulfill({ response: answer, json: body });
  });
  await page.goto(
    `${reporting.url}/?firstName=Jane&lastName=Doe&email=${encodeURIComponent(VISITOR_EMAIL)}#/reservation/janedoe/12?key=s3cr3t`,
  );
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
  const [sent] = receiver.received;
  expect(sent!.path).toBe('/api/42/envelope/');
  expect(sent!.query.get('sentry_key')).toBe('publickey42');
  const [header, item, event] = sent!.body
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line));
  expect(header.dsn).toBe(receiver.dsn(42, 'publickey42'));
  expect(item).toEqual({ type: 'event' });
  const [exception] = event.exception.values;
  // The production build's message: React error #31 ("Objects are not valid as a React child"), whose
  // link names the object's keys, the visitor's address among them.
  expect(exception.value).toContain(
    'Minified React error #31; visit https://react.dev/errors/31?args[]=[filtered]',
  );
  expect(exception.mechanism).toEqual({ type: 'onerror', handled: false });
  expect(exception.stacktrace.frames.some((f: { in_app: boolean }) => f.in_app)).toBe(true);
  expect(event.request.url).toBe(
    `${reporting.url}/?firstName=[filtered]&lastName=[filtered]&email=[filtered]#/reservation/[filtered]/12?key=[filtered]`,
  );
  expect(sent!.body).not.toMatch(/jane|doe|s3cr3t/i);

  // The host page's own error is not reported; nor is the same widget error twice.
  await page.evaluate(() => setTimeout(() => Promise.reject(new Error('the host page failed'))));
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('the host page failed again');
    }),
  );
  await page.waitForTimeout(1_000);
  expect(receiver.received).toHaveLength(1);
});

test('without a DSN the reporter chunk is never requested', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/');
  await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('data-state', 'ready');
  await page.waitForTimeout(1_000);
  expect(requested.some((url) => /\/widget\/assets\//.test(url))).toBe(true);
  expect(requested.filter((url) => REPORTER_CHUNK.test(url))).toEqual([]);
});

test('with a DSN the reporter chunk comes after the first render, once', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${reporting.url}/`);
  await expect(widget(page).locator('[part~="root"]')).toHaveAttribute('data-state', 'ready');
  await expect.poll(() => requested.filter((url) => REPORTER_CHUNK.test(url)).length).toBe(1);
});
