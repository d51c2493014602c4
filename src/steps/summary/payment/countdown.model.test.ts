import { effect } from '@preact/signals-react';
import { describe, expect, it } from 'vitest';
import { type Announcement, clockSkew, createCountdown } from './countdown.model.ts';
import { iso, manualClock, START } from './payment.fixtures.ts';

// Spec §2, §4, §8: the payment countdown warns in minutes, then in seconds; when it runs out the request
// is kept. The clock is a manual one: time moves only when a test moves it.

/** Every announcement of one kind, in order, as a screen reader would get them. */
function heard(source: { value: Announcement | null }) {
  const said: Announcement[] = [];
  effect(() => {
    if (source.value) said.push(source.value);
  });
  return said;
}

describe('the payment countdown', () => {
  it('shows whole minutes, rounded up, until the last minute, then minutes and seconds', () => {
    const time = manualClock();
    const countdown = createCountdown({ clock: time.clock, expiresAt: iso(START + 15 * 60_000) });
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 15 });
    time.advance(1_000);
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 15 });
    time.advance(59_000);
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 14 });
    time.advance(13 * 60_000 - 1_000);
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 2 });
    time.advance(1_000);
    expect(countdown.timeLeft.value).toEqual({ unit: 'seconds', minutes: 1, seconds: 0 });
    time.advance(15_000);
    expect(countdown.timeLeft.value).toEqual({ unit: 'seconds', minutes: 0, seconds: 45 });
    expect(countdown.expired.value).toBe(false);
  });

  it('announces each whole minute politely and 60, 30 and 10 seconds before the end assertively', () => {
    const time = manualClock();
    const countdown = createCountdown({ clock: time.clock, expiresAt: iso(START + 15 * 60_000) });
    const polite = heard(countdown.polite);
    const assertive = heard(countdown.assertive);
    time.advance(15 * 60_000);
    expect(polite.map((a) => a.minutes)).toEqual([14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    // The last one says the time is out.
    expect(assertive.map((a) => a.seconds)).toEqual([60, 30, 10, 0]);
    expect(new Set([...polite, ...assertive].map((a) => a.id)).size).toBe(17);
  });

  it('says nothing when it starts: the countdown is on screen', () => {
    const time = manualClock();
    const countdown = createCountdown({ clock: time.clock, expiresAt: iso(START + 45_000) });
    expect(countdown.polite.value).toBeNull();
    expect(countdown.assertive.value).toBeNull();
    time.advance(14_000);
    expect(countdown.assertive.value).toBeNull();
    time.advance(1_000);
    expect(countdown.assertive.value?.seconds).toBe(30);
  });

  it('runs out once, at the hold’s end and not before, and then stops', () => {
    const time = manualClock();
    let expiries = 0;
    const countdown = createCountdown({
      clock: time.clock,
      expiresAt: iso(START + 90_000),
      onExpire: () => expiries++,
    });
    time.advance(89_999);
    expect(countdown.expired.value).toBe(false);
    expect(countdown.timeLeft.value).toEqual({ unit: 'seconds', minutes: 0, seconds: 1 });
    time.advance(1);
    expect(countdown.expired.value).toBe(true);
    expect(countdown.timeLeft.value).toEqual({ unit: 'none' });
    expect(expiries).toBe(1);
    expect(time.pending()).toBe(0);
    time.advance(60_000);
    expect(expiries).toBe(1);
  });

  it('is out of time at once when the hold has already ended', () => {
    const time = manualClock();
    let expiries = 0;
    const countdown = createCountdown({
      clock: time.clock,
      expiresAt: iso(START - 1_000),
      onExpire: () => expiries++,
    });
    expect(countdown.expired.value).toBe(true);
    expect(expiries).toBe(1);
  });

  it('says the time that is left after a sleeping tab skipped the moments, once', () => {
    const time = manualClock();
    const countdown = createCountdown({ clock: time.clock, expiresAt: iso(START + 70_000) });
    const assertive = heard(countdown.assertive);
    time.jump(45_000);
    time.advance(1);
    // 60 and 30 seconds were both crossed while asleep; 25 seconds are left now.
    expect(assertive.map((a) => a.seconds)).toEqual([25]);
    expect(countdown.timeLeft.value).toEqual({ unit: 'seconds', minutes: 0, seconds: 25 });
  });

  it('counts on from a later end after an extension and says the new time politely', () => {
    const time = manualClock();
    let expiries = 0;
    const countdown = createCountdown({
      clock: time.clock,
      expiresAt: iso(START + 40_000),
      onExpire: () => expiries++,
    });
    time.advance(20_000);
    countdown.extend(iso(START + 20_000 + 10 * 60_000));
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 10 });
    expect(countdown.polite.value?.minutes).toBe(10);
    time.advance(20_000);
    expect(expiries).toBe(0);
    time.advance(10 * 60_000);
    expect(expiries).toBe(1);
  });

  it("follows the server's clock when the visitor's is wrong", () => {
    const time = manualClock();
    // The visitor's clock is 5 minutes behind: the server's 10 minutes are 5 from the server's now.
    const serverNow = START + 5 * 60_000;
    const skewMs = clockSkew(new Date(serverNow).toUTCString(), START);
    expect(skewMs).toBe(5 * 60_000);
    let expiries = 0;
    const countdown = createCountdown({
      clock: time.clock,
      expiresAt: iso(START + 10 * 60_000),
      skewMs,
      onExpire: () => expiries++,
    });
    expect(countdown.timeLeft.value).toEqual({ unit: 'minutes', minutes: 5 });
    time.advance(5 * 60_000);
    expect(expiries).toBe(1);
  });

  it('reads a Date header as HTTP writes it and keeps the local clock without a usable one', () => {
    expect(clockSkew('Fri, 12 Mar 2027 10:02:00 GMT', START)).toBe(120_000);
    expect(clockSkew('Fri, 12 Mar 2027 09:59:00 GMT', START)).toBe(-60_000);
    // Within the header's one-second resolution and the answer's travel time: no correction.
    expect(clockSkew('Fri, 12 Mar 2027 10:00:01 GMT', START)).toBe(0);
    expect(clockSkew(null, START)).toBe(0);
    expect(clockSkew('yesterday', START)).toBe(0);
  });

  it('stops its timer when disposed', () => {
    const time = manualClock();
    let expiries = 0;
    const countdown = createCountdown({
      clock: time.clock,
      expiresAt: iso(START + 30_000),
      onExpire: () => expiries++,
    });
    countdown.dispose();
    expect(time.pending()).toBe(0);
    time.advance(60_000);
    expect(expiries).toBe(0);
  });
});
