// CPU time a process has used (user + system), from /proc: on a shared, noisy machine the CPU a write
// costs the server is steadier than its latency, which includes waiting for other programs' turns.
import { readFileSync } from 'node:fs';

// Linux reports utime and stime in clock ticks; 100 a second on every common kernel configuration.
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU process `pid` has used so far, or null where /proc is not available. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields from after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15)
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}
