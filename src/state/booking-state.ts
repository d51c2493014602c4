/**
 * What the widget reads of a stored booking (the read model of `GET /api/booking/{id}` and the write
 * answers): its status, the transitions this visitor may run and the blockers of the others, and what
 * each stored line books. Pure.
 */

/** A transition a blocker stops, with its code and what it is about (`reason`, `lines`, `date`). */
export type TransitionBlocker = { transition: string; code: string; reason?: string; date?: string };

/** What the widget reads of a stored booking. */
export type BookingState = {
  id: number;
  status: string;
  transitions: string[];
  transitionBlockerList: TransitionBlocker[];
  transitionInputs: Record<string, string[]>;
  termsUrl: string | null;
  corporateAccount: { companyName: string; creditAccount: boolean } | null;
  holdExpiresAt: string | null;
  /** What each stored line books: `/api/booking_rooms/7` → its room type, `/api/booking_day_halls/3` → its hall. */
  lineTargets: Record<string, string>;
};

/** The widget's view of a booking document. */
export const toBookingState = (doc: Record<string, unknown>): BookingState => ({
  id: Number(doc.id),
  status: String(doc.status ?? 'draft'),
  transitions: Array.isArray(doc.transitions) ? (doc.transitions as string[]) : [],
  transitionBlockerList: Array.isArray(doc.transitionBlockerList)
    ? (doc.transitionBlockerList as TransitionBlocker[])
    : [],
  transitionInputs: (doc.transitionInputs as Record<string, string[]>) ?? {},
  termsUrl: typeof doc.termsUrl === 'string' ? doc.termsUrl : null,
  corporateAccount: (doc.corporateAccount as BookingState['corporateAccount']) ?? null,
  holdExpiresAt: typeof doc.holdExpiresAt === 'string' ? doc.holdExpiresAt : null,
  lineTargets: lineTargetsOf(doc),
});

type Line = { '@id'?: string; hall?: string; roomType?: string };

// A lost race names the booking's lines; the visitor knows the rooms and halls they chose.
function lineTargetsOf(doc: Record<string, unknown>): Record<string, string> {
  const targets: Record<string, string> = {};
  const rooms = Array.isArray(doc.hotelRooms) ? (doc.hotelRooms as Line[]) : [];
  const days = Array.isArray(doc.meetingRooms) ? (doc.meetingRooms as { halls?: Line[] }[]) : [];
  for (const room of rooms) if (room['@id'] && room.roomType) targets[room['@id']] = room.roomType;
  for (const hall of days.flatMap((day) => day.halls ?? [])) {
    if (hall['@id'] && hall.hall) targets[hall['@id']] = hall.hall;
  }
  return targets;
}
