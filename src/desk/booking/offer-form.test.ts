import { describe, expect, it } from 'vitest';
import { checkAddedLine, emptyAddedLine, errorsStillDue, noteProblem } from './offer-form.ts';

// The offer form checks what staff add before sending, with the API's limits (issue 17): a
// description of 1–200 characters, a whole quantity of 1–10000, an amount in the location's currency
// as the staff user's language writes it, and one of the location's tax rates.

const RATES = ['reduced', 'standard'];
const draft = (over: Partial<ReturnType<typeof emptyAddedLine>>) => ({
  ...emptyAddedLine(1, 'standard'),
  description: 'Flip chart',
  quantity: '3',
  unitPrice: '25,00',
  ...over,
});

describe('checkAddedLine', () => {
  it('turns a Dutch amount into minor units and trims the description', () => {
    expect(checkAddedLine(draft({ description: '  Flip chart ' }), 'EUR', 'nl-NL', RATES)).toEqual({
      line: { description: 'Flip chart', quantity: 3, unitPrice: 2500, taxRateCode: 'standard' },
    });
  });

  it('reads a yen amount without decimals', () => {
    const checked = checkAddedLine(draft({ unitPrice: '¥1,200' }), 'JPY', 'en-US', RATES);
    expect(checked).toMatchObject({ line: { unitPrice: 1200 } });
  });

  it('names every field at fault', () => {
    expect(
      checkAddedLine(
        draft({ description: ' ', quantity: '0', unitPrice: '12,345', taxRateCode: 'sales' }),
        'EUR',
        'nl-NL',
        RATES,
      ),
    ).toEqual({
      errors: {
        description: 'offer.lineDescriptionRequired',
        quantity: 'offer.lineQuantityInvalid',
        unitPrice: 'offer.priceInvalid',
        taxRateCode: 'offer.lineTaxRequired',
      },
    });
  });

  it('refuses a description past 200 characters, a fractional or huge quantity, a missing price', () => {
    const checked = (over: Parameters<typeof draft>[0]) => checkAddedLine(draft(over), 'EUR', 'nl-NL', RATES);
    expect(checked({ description: 'd'.repeat(201) })).toEqual({
      errors: { description: 'offer.lineDescriptionTooLong' },
    });
    expect(checked({ description: 'd'.repeat(200) })).toHaveProperty('line');
    expect(checked({ quantity: '1,5' })).toEqual({ errors: { quantity: 'offer.lineQuantityInvalid' } });
    expect(checked({ quantity: '10001' })).toEqual({ errors: { quantity: 'offer.lineQuantityInvalid' } });
    expect(checked({ unitPrice: '' })).toEqual({ errors: { unitPrice: 'offer.priceRequired' } });
    expect(checked({ unitPrice: '-5' })).toEqual({ errors: { unitPrice: 'offer.priceInvalid' } });
  });
});

describe('noteProblem', () => {
  it('allows 2000 characters and refuses 2001', () => {
    expect(noteProblem('n'.repeat(2000))).toBeNull();
    expect(noteProblem('n'.repeat(2001))).toBe('offer.noteTooLong');
  });
});

describe('errorsStillDue', () => {
  it('drops the message of a field that changed and of a removed line, keeps the rest', () => {
    const first = draft({ key: 1, description: '' });
    const second = draft({ key: 2, quantity: '0' });
    const errors = new Map([
      [1, { description: 'offer.lineDescriptionRequired', quantity: 'offer.lineQuantityInvalid' }],
      [2, { quantity: 'offer.lineQuantityInvalid' }],
    ]);
    const edited = [{ ...first, description: 'Flip chart' }];
    expect(errorsStillDue(errors, [first, second], edited)).toEqual(
      new Map([[1, { quantity: 'offer.lineQuantityInvalid' }]]),
    );
  });
});
