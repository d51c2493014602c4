import { describe, expect, it } from 'vitest';
import { isServedAtATime } from './item-serving.ts';

describe('isServedAtATime', () => {
  it('asks a serving time for food and beverage only', () => {
    expect(isServedAtATime({ category: 'food_beverage' })).toBe(true);
    expect(isServedAtATime({ category: 'audiovisual' })).toBe(false);
    expect(isServedAtATime({ category: 'other' })).toBe(false);
  });
});
