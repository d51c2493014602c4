import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FreshApp, freshApp } from '../../../test/fresh-app.ts';
import { todayIn } from '../../domain/booking-lifecycle/index.ts';
import { consumePromoCode } from './promo-lookup.ts';

let ctx: FreshApp;
beforeAll(async () => {
  ctx = await freshApp();
});
afterAll(() => ctx.close());

const uses = async (code: string) =>
  (await ctx.db.query<{ uses: number }>('select uses from promo_codes where code = $1', [code]))[0]!.uses;

describe('promo code uses', () => {
  it('counts uses up to max_uses and no further, even when bookings race for the last ones', async () => {
    await ctx.db.query(
      "insert into promo_codes (partner_id, code, kind, value, max_uses) values (1, 'THREE', 'percentage', 500, 3)",
    );
    const results = await Promise.all(
      Array.from({ length: 8 }, () => consumePromoCode(ctx.db.orm, 1, ' three ')),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await uses('THREE')).toBe(3);
    expect(await consumePromoCode(ctx.db.orm, 1, 'THREE')).toBe(false);
  });

  it('counts unlimited codes every time, and never a code of another partner or an unknown one', async () => {
    expect(await consumePromoCode(ctx.db.orm, 1, 'WELCOME10')).toBe(true);
    expect(await consumePromoCode(ctx.db.orm, 1, 'WELCOME10')).toBe(true);
    expect(await uses('WELCOME10')).toBe(2);
    expect(await consumePromoCode(ctx.db.orm, 2, 'WELCOME10')).toBe(false);
    expect(await consumePromoCode(ctx.db.orm, 1, 'NOPE')).toBe(false);
    expect(await uses('WELCOME10')).toBe(2);
  });

  it("judges validity by the location's own date", () => {
    const now = new Date('2030-03-14T23:30:00Z');
    expect(todayIn('Europe/Amsterdam', now)).toBe('2030-03-15');
    expect(todayIn('America/New_York', now)).toBe('2030-03-14');
  });
});
