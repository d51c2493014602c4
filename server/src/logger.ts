import { type Logger, pino } from 'pino';

/** The structured logger type the app takes. */
export type { Logger };

/** The server's logger: JSON lines on stdout; `LOG_LEVEL` overrides the level (default info). */
export function createLogger(level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({ level, base: { service: 'booking-form' } });
}

/** A logger that writes nothing, for tests and tools that do not pass one. */
export const silentLogger: Logger = pino({ level: 'silent' });
