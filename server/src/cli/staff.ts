/**
 * `npm run staff -- offer <id> …` and `npm run staff -- confirm <id>`: the venue's side of the offer
 * flow until there are staff screens, through the running server's staff API (API, STAFF_KEY).
 */

import { readStaffCliEnv } from '../env.ts';
import { runStaffCommand } from './staff-api.ts';
import { parseStaffArgs, STAFF_USAGE } from './staff-args.ts';

async function main(): Promise<number> {
  const today = new Date().toISOString().slice(0, 10);
  const parsed = parseStaffArgs(process.argv.slice(2), today);
  if (parsed.command === 'help') {
    console.log(STAFF_USAGE);
    return 0;
  }
  if (parsed.command === 'error') {
    console.error(`${parsed.message}\n\n${STAFF_USAGE}`);
    return 2;
  }
  const outcome = await runStaffCommand(parsed, readStaffCliEnv());
  (outcome.ok ? console.log : console.error)(outcome.message);
  return outcome.ok ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
