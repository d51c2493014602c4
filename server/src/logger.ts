import { DrizzleQueryError } from 'drizzle-orm';
import { type DestinationStream, type Logger, pino, stdSerializers } from 'pino';

/** The structured logger type the app takes. */
export type { Logger };

/** What a database error may say without personal data: PostgreSQL's fields that name no value. */
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'routine', 'severity'] as const;

/**
 * An error as the log keeps it. A failed query carries its parameters (e-mail addresses, names, key
 * hashes) and PostgreSQL's `detail` repeats the values of a violated key: the log gets the statement
 * without its parameters, the database's codes and names, and messages with quoted values blanked.
 */
export function errorForLog(error: unknown): Record<string, unknown> {
  if (error instanceof DrizzleQueryError) {
    return { type: 'DrizzleQueryError', query: error.query, cause: errorForLog(error.cause) };
  }
  if (
    error instanceof Error &&
    typeof (error as { code?: unknown }).code === 'string' &&
    'severity' in error
  ) {
    const fields = Object.fromEntries(
      DATABASE_FIELDS.flatMap((name) => {
        const value = (error as unknown as Record<string, unknown>)[name];
        return value === undefined ? [] : [[name, value]];
      }),
    );
    return { type: error.name, message: error.message.replace(/"[^"]*"/g, '"…"'), ...fields };
  }
  return error instanceof Error ? stdSerializers.err(error) : { value: String(error) };
}

/** The server's logger: JSON lines on stdout (or `destination`) at `level` (LOG_LEVEL, parsed in env.ts). */
export function createLogger(level = 'info', destination?: DestinationStream): Logger {
  const options = { level, base: { service: 'booking-form' }, serializers: { err: errorForLog } };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing, for tests and tools that do not pass one. */
export const silentLogger: Logger = pino({ level: 'silent' });
