import { describe, expect, it } from 'vitest';
import type { BookingOnLine, OccupancyRows } from './occupancy.repository.ts';
import { occupancyGrid } from './occupancy-grid.ts';

// The grid's layout from the month's rows, without a database: nights clipped to the month, two stays
// of one booking on one night shown once with their rooms summed, names by spec §9's fallback.

const booking = (id: number, blocking: boolean, company = ''): BookingOnLine => ({
  bookingId: id,
  reference: `HH-AMS-2030-${String(id).padStart(4, '0')}`,
  status: blocking ? 'confirmed' : 'requested',
  blocking,
  company,
  firstname: 'Anna',
  lastname: 'Jansen',
});

const rows: OccupancyRows = {
  halls: [
    { id: 7, name: 'IJ Zaal', translations: [{ language: 'nl-NL', name: 'IJ-zaal' }], available: false },
  ],
  roomTypes: [
    {
      id: 3,
      code: 'single',
      roomsType: 'single',
      translations: [
        { language: 'en-US', name: 'Single room' },
        { language: 'de-DE', name: 'Einzelzimmer' },
      ],
      available: true,
      inventory: 10,
    },
  ],
  hallLines: [
    { ...booking(1, false, 'Acme BV'), hallId: 7, date: '2030-02-28', startTime: '09:00', endTime: '12:00' },
  ],
  stays: [
    // From January into February, and two lines of one booking on the same nights.
    { ...booking(2, true), roomTypeId: 3, startDate: '2030-01-30', endDate: '2030-02-02', amount: 2 },
    {
      ...booking(3, true, 'Two Lines'),
      roomTypeId: 3,
      startDate: '2030-02-01',
      endDate: '2030-02-03',
      amount: 1,
    },
    {
      ...booking(3, true, 'Two Lines'),
      roomTypeId: 3,
      startDate: '2030-02-01',
      endDate: '2030-02-02',
      amount: 4,
    },
  ],
  nights: [{ roomTypeId: 3, night: '2030-02-01', used: 7 }],
};

describe('occupancyGrid', () => {
  const grid = occupancyGrid(rows, '/api/locations/1', '2030-02', 'de-DE');
  const type = grid.roomTypes[0]!;
  const night = (date: string) => type.nights.find((n) => n.date === date)!;

  it('has a cell for every day of the month', () => {
    expect(grid.days).toHaveLength(28);
    expect(grid.halls[0]!.days).toHaveLength(28);
    expect(type.nights).toHaveLength(28);
  });

  it('clips stays to the month and sums one booking’s rooms on a night', () => {
    expect(night('2030-02-01').bookings.map((b) => [b.id, b.rooms])).toEqual([
      [2, 2],
      [3, 5],
    ]);
    expect(night('2030-02-02').bookings.map((b) => [b.id, b.rooms])).toEqual([[3, 1]]);
    expect(night('2030-02-03').bookings).toEqual([]);
    // Held counts are the engine's counters, not a sum of the lines; nights without one have none.
    expect([night('2030-02-01').held, night('2030-02-02').held, night('2030-02-01').total]).toEqual([
      7, 0, 10,
    ]);
  });

  it('names bookings by company, else the contact, and says asked or held', () => {
    const hallDay = grid.halls[0]!.days.at(-1)!;
    expect(hallDay.bookings).toEqual([
      {
        '@id': '/api/bookings/1',
        id: 1,
        reference: 'HH-AMS-2030-0001',
        status: 'requested',
        hold: 'asked',
        name: 'Acme BV',
        startTime: '09:00',
        endTime: '12:00',
      },
    ]);
    expect(night('2030-02-01').bookings[0]).toMatchObject({ name: 'Anna Jansen', hold: 'held' });
  });

  it('names halls and room types in the reader’s language, by the fallback', () => {
    expect(type.name).toBe('Einzelzimmer');
    // No German name for the hall: English would come next, then the first given.
    expect(grid.halls[0]!.name).toBe('IJ-zaal');
    expect(grid.halls[0]!.available).toBe(false);
  });
});
