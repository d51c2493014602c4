import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../src/logger.ts';

/** The server's own logger (its serializers included) at `trace`, writing into `lines` for a test to read. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const logger = createLogger(
    'trace',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    }),
  );
  return { logger, lines };
}
