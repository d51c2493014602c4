import { describe, expect, it } from 'vitest';
import { paperFor } from './paper.ts';

// Offices in the United States and Canada print on Letter; the rest of the world on A4. A venue is
// placed by its time zone.

describe('paperFor', () => {
  it.each([
    'America/New_York',
    'America/Chicago',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Indiana/Indianapolis',
    'Pacific/Honolulu',
    'America/Toronto',
    'America/Vancouver',
    'America/St_Johns',
    'US/Eastern',
    'Canada/Pacific',
  ])('prints on Letter in %s', (zone) => {
    expect(paperFor(zone)).toBe('LETTER');
  });

  it.each([
    'Europe/Amsterdam',
    'Europe/Berlin',
    'Europe/Helsinki',
    'America/Mexico_City',
    'America/Sao_Paulo',
    'America/Argentina/Buenos_Aires',
    'Pacific/Auckland',
    'UTC',
    'Not/A_Zone',
  ])('prints on A4 in %s', (zone) => {
    expect(paperFor(zone)).toBe('A4');
  });
});
