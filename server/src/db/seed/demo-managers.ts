import type { Orm } from '../database.ts';
import { staffUsers } from '../schema/index.ts';

// Each demo partner comes with a manager for the desk (issue 17), without a password: on the embedded
// database the server's start prints a one-time link for the first of them (see desk-banner.ts), so a
// fresh `npm start` opens the desk without any command line step.

/** A demo manager of a demo partner. */
export type DemoManager = { partner: string; name: string; email: string; locale: string };

/** The demo managers, the first one being the one the start banner signs in. */
export const DEMO_MANAGERS: readonly DemoManager[] = [
  { partner: 'harbour', name: 'Maria Jansen', email: 'maria@harbourhotels.example', locale: 'nl-NL' },
  { partner: 'fjord', name: 'Ingrid Berg', email: 'ingrid@fjordlodges.example', locale: 'en-US' },
];

/** Writes the demo manager of a partner just seeded; an address already taken is left alone. */
export async function seedDemoManager(db: Orm, partnerId: number, slug: string): Promise<void> {
  const manager = DEMO_MANAGERS.find((m) => m.partner === slug);
  if (!manager) return;
  await db
    .insert(staffUsers)
    .values({
      partnerId,
      name: manager.name,
      email: manager.email,
      role: 'manager',
      locale: manager.locale,
      locationIds: null,
    })
    .onConflictDoNothing({ target: staffUsers.email });
}
