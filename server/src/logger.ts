import { type Logger, pino } from 'pino';

/** The structured logger type the app takes. */
export type { Logger };

/** The server's logger: JSON lines on stdout at `level` (LOG_LEVEL, parsed in env.ts). */
export function createLogger(level = 'info'): Logger {
  return pino({ level, base: { service: 'booking-form' } });
}

/** A logger that writes nothing, for tests and tools that do not pass one. */
export const silentLogger: Logger = pino({ level: 'silent' });
