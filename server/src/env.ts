import { resolve } from 'node:path';

/** The server's configuration, from the environment (README: PORT, DATA_DIR, DATABASE_URL). */
export type ServerEnv = {
  port: number;
  host: string | undefined;
  dataDir: string;
  databaseUrl: string | null;
};

/** Reads and checks the environment; a bad value stops the start with a message naming it. */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const portText = env.PORT ?? '8080';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535; got "${portText}".`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://.');
  }
  return { port, host: env.HOST || undefined, dataDir: resolve(env.DATA_DIR ?? './data'), databaseUrl };
}
