import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import type { ApiEnv } from '../../api/context.ts';
import { staffActorId } from '../../api/resource.ts';
import { normalEmail } from '../../auth/visitor-sessions.ts';
import type { Actor } from '../../domain/booking-lifecycle/index.ts';
import { notFound } from '../../hydra/problem.ts';
import type { BookingRow } from './booking.repository.ts';

// Who may see a booking: the visitor holding its `username` and `key` headers (spec §6), a visitor
// signed in with the booking's e-mail address at its partner (spec §5 "otherwise a logged-in session"),
// or staff of its partner. Everyone else gets the same 404 as for a booking that does not exist, so a guessed id
// tells nothing. The key exists only in the creation answer and in the links of the visitor's e-mails
// (each message its own key); the database keeps their SHA-256.

/** A new booking's public username and secret key (192 random bits). */
export function newCredentials(): { username: string; key: string; keyHash: Uint8Array } {
  const username = `b${randomBytes(9).toString('base64url')}`;
  const key = randomBytes(24).toString('base64url');
  return { username, key, keyHash: hashBookingKey(key) };
}

/** SHA-256 of a booking key, as stored. */
export function hashBookingKey(key: string): Uint8Array {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** The 404 every refused or missing booking gets. */
export function bookingNotFound(id: string | number): Error {
  return notFound('booking_not_found', `Booking ${id} does not exist.`);
}

/** Who asks, as the lifecycle names them, or null when the request names no caller at all. */
export function requestActor(c: Context<ApiEnv>): Actor | null {
  const caller = c.get('caller');
  if (caller?.kind === 'staff') return { role: 'staff', id: staffActorId(caller) };
  const username = c.req.header('username');
  return username ? { role: 'visitor', id: username } : null;
}

/**
 * The actor allowed to act on `booking`, or a 404. Staff must belong to the booking's partner; a visitor
 * must send the booking's username and a key whose hash matches (compared in constant time).
 */
export function authorize(c: Context<ApiEnv>, booking: BookingRow | null, id: string | number): Actor {
  const caller = c.get('caller');
  if (booking && caller?.kind === 'staff') {
    // A desk user limited to some locations sees only their bookings.
    const locationIds = caller.staffUser?.locationIds;
    const ownLocation = !locationIds || locationIds.includes(booking.locationId);
    if (caller.partnerId === booking.partnerId && ownLocation)
      return { role: 'staff', id: staffActorId(caller) };
    throw bookingNotFound(id);
  }
  const username = c.req.header('username') ?? '';
  const key = c.req.header('key') ?? '';
  // A link's headers, when sent, decide alone; without them a signed-in visitor opens their own bookings.
  const session = c.get('visitor');
  if (username === '' && key === '' && session) {
    if (booking && booking.partnerId === session.partnerId && normalEmail(booking.email) === session.email) {
      return { role: 'visitor', id: booking.username };
    }
    throw bookingNotFound(id);
  }
  // Hash even when the booking is missing, so a miss and a wrong key take the same time.
  const given = hashBookingKey(key);
  const stored = booking ? Buffer.from(booking.keyHash) : Buffer.alloc(32);
  // The key of an e-mail's link opens the booking as its own key does (each visitor message has one).
  const keyMatches = [stored, ...(booking?.linkKeyHashes ?? []).map((hex) => Buffer.from(hex, 'hex'))]
    .map((hash) => hash.length === given.length && timingSafeEqual(given, hash))
    .some(Boolean);
  if (!booking || key === '' || username !== booking.username || !keyMatches) throw bookingNotFound(id);
  return { role: 'visitor', id: booking.username };
}
