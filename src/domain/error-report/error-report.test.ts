// A report must never carry the visitor's data: a real error whose message, stack and page address
// hold an e-mail address, a phone number, a booking key and username, prefill values and typed names.
import { describe, expect, it } from 'vitest';
import { parseDsn } from './dsn.ts';
import { errorEnvelope } from './envelope.ts';
import { scrubText, typedValues } from './scrub.ts';

describe('a Sentry-compatible DSN', () => {
  it('gives the envelope address with the public key in the query, path prefixes kept', () => {
    expect(parseDsn('https://abc123@glitchtip.example/errors/7')).toEqual({
      envelopeUrl: 'https://glitchtip.example/errors/api/7/envelope/?sentry_key=abc123&sentry_version=7',
      origin: 'https://glitchtip.example',
      dsn: 'https://abc123@glitchtip.example/errors/7',
    });
    expect(parseDsn('http://k@127.0.0.1:9000/42')?.envelopeUrl).toBe(
      'http://127.0.0.1:9000/api/42/envelope/?sentry_key=k&sentry_version=7',
    );
  });

  it('is refused without a key, a numeric project or an http(s) scheme', () => {
    for (const bad of [
      'https://errors.example/1',
      'https://k@errors.example/',
      'ftp://k@x.example/1',
      'nonsense',
    ])
      expect(parseDsn(bad)).toBe(null);
  });
});

describe('scrubbing', () => {
  it('takes out e-mail addresses, phone numbers, usernames and every query value of addresses', () => {
    expect(
      scrubText(
        'No booking for jane.doe+work@example.com (+31 20 555 0199) at https://hotel.example/book?email=jane%40x.nl&firstName=Jane#/nl-NL/reservation/jdoe42/17?key=s3cr3t',
      ),
    ).toBe(
      'No booking for [filtered] ([filtered]) at https://hotel.example/book?email=[filtered]&firstName=[filtered]#/nl-NL/reservation/[filtered]/17?key=[filtered]',
    );
  });

  it('takes out a URL-encoded e-mail address, as in a minified React error link', () => {
    expect(scrubText('see https://react.dev/errors/31 (keys {jane.doe%40example.com})')).toBe(
      'see https://react.dev/errors/31 (keys {[filtered]})',
    );
  });

  it("leaves a stack frame's line and column and a chunk's hash alone", () => {
    const frame = 'at render (https://book.example/widget/assets/Header-B1234567.js:1:23456)';
    expect(scrubText(frame)).toBe(frame);
  });

  it('cuts out what the visitor typed, nested values included, longest first', () => {
    const typed = typedValues({ contact: { firstName: 'Jane', lastName: 'van der Berg' }, notes: ['Jo'] });
    expect(typed).toEqual(['van der Berg', 'Jane']);
    expect(scrubText('Cannot format Jane van der Berg', typed)).toBe('Cannot format [filtered] [filtered]');
  });
});

describe('the envelope of one error', () => {
  it('holds the scrubbed event, its frames oldest first, and nothing personal', () => {
    const error = new TypeError('Jane Doe <jane@example.com> has no key s3cr3t-key');
    const envelope = errorEnvelope(
      {
        type: error.name,
        message: error.message,
        stack: `TypeError: ${error.message}\n    at inner (https://book.example/widget/assets/a.js:1:10)\n    at outer (https://host.example/page.js?name=Jane:2:20)`,
        pageUrl: 'https://host.example/page?lastName=Doe#/reservation/jdoe/12?key=s3cr3t-key',
        widgetBase: 'https://book.example/widget/assets/',
        mechanism: 'onerror',
      },
      parseDsn('https://k@errors.example/42')!,
      ['Jane Doe', 's3cr3t-key'],
      new Date('2030-03-14T09:30:00Z'),
    );
    const [header, item, event] = envelope
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(header).toMatchObject({ sent_at: '2030-03-14T09:30:00.000Z', dsn: 'https://k@errors.example/42' });
    expect(item).toEqual({ type: 'event' });
    expect(event.request.url).toBe(
      'https://host.example/page?lastName=[filtered]#/reservation/[filtered]/12?key=[filtered]',
    );
    const [exception] = event.exception.values;
    expect(exception.type).toBe('TypeError');
    expect(exception.value).toBe('[filtered] <[filtered]> has no key [filtered]');
    expect(exception.stacktrace.frames).toEqual([
      {
        function: 'outer',
        filename: 'https://host.example/page.js?name=[filtered]',
        lineno: 2,
        colno: 20,
        in_app: false,
      },
      {
        function: 'inner',
        filename: 'https://book.example/widget/assets/a.js',
        lineno: 1,
        colno: 10,
        in_app: true,
      },
    ]);
    expect(envelope).not.toMatch(/jane|Doe|s3cr3t|jdoe/i);
  });
});
