import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV_ENTRIES, EnvError, readDatabaseEnv, readEnv, readStaffCliEnv } from './env.ts';
import { ENVIRONMENT_VARIABLES } from './env-docs.ts';

// The one environment schema: defaults when nothing is set, each value as the code uses it, and a bad
// value stops the start with a message that names the variable.

describe('the environment schema', () => {
  it('gives every default when nothing is set (a blank value counts as unset)', () => {
    const env = readEnv({ PORT: '', LOG_LEVEL: ' ' });
    expect(env).toMatchObject({
      port: 8080,
      host: undefined,
      dataDir: resolve('./data'),
      databaseUrl: null,
      logLevel: 'info',
      bookingPolicy: { holdMinutes: 15 },
      rateLimits: {
        bookingPerAddress: { limit: 60, seconds: 600 },
        bookingPerEmail: { limit: 20, seconds: 600 },
        corporateVerifyPerAddress: { limit: 20, seconds: 900 },
        corporateVerifyPerAccountAddress: { limit: 10, seconds: 900 },
      },
      sweepMs: 15_000,
      initdbCache: undefined,
      bootMs: 0,
    });
    expect(env.hostedPartners.size).toBe(0);
    expect(env.trustedProxies.none).toBe(true);
  });

  it('reads every variable the server uses', () => {
    const env = readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: '/tmp/bf-data',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
      LOG_LEVEL: 'warn',
      BOOKING_HOLD_MINUTES: '30',
      BOOKING_RATE_LIMIT_PER_IP: '5',
      BOOKING_RATE_LIMIT_PER_EMAIL: '2',
      BOOKING_RATE_LIMIT_WINDOW_SECONDS: '60',
      BOOKING_SWEEP_MS: '500',
      HOSTED_PARTNERS: 'book.harbour.example=harbour',
      TRUSTED_PROXIES: '10.0.0.0/8, ::1',
      PGLITE_INITDB_CACHE: 'off',
      BOOKING_FORM_BOOT_MS: '1234.5',
    });
    expect(env).toMatchObject({
      port: 0,
      host: '127.0.0.1',
      dataDir: '/tmp/bf-data',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
      logLevel: 'warn',
      bookingPolicy: { holdMinutes: 30 },
      rateLimits: {
        bookingPerAddress: { limit: 5, seconds: 60 },
        bookingPerEmail: { limit: 2, seconds: 60 },
        corporateVerifyPerAccountAddress: { limit: 10, seconds: 900 },
      },
      sweepMs: 500,
      initdbCache: 'off',
      bootMs: 1234.5,
    });
    expect(env.hostedPartners.get('book.harbour.example')).toBe('harbour');
    expect(['10.1.2.3', '::1', '11.0.0.1'].map((address) => env.trustedProxies.trusts(address))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535; got "eighty".'],
    [{ PORT: '65536' }, 'PORT must be a whole number from 0 to 65535; got "65536".'],
    [{ DATABASE_URL: 'mysql://db/x' }, 'DATABASE_URL must start with postgres:// or postgresql://.'],
    [{ BOOKING_RATE_LIMIT_PER_IP: '0' }, 'BOOKING_RATE_LIMIT_PER_IP must be a positive number; got "0".'],
    [{ BOOKING_HOLD_MINUTES: 'soon' }, 'BOOKING_HOLD_MINUTES must be a positive number; got "soon".'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent'],
    [{ HOSTED_PARTNERS: 'a.example' }, 'HOSTED_PARTNERS: "a.example" must be host=partner-slug'],
    [
      { TRUSTED_PROXIES: '10.0.0.1,nginx' },
      'TRUSTED_PROXIES: "nginx" is not an address, a CIDR range such as 10.0.0.0/8 or fd00::/8, loopback or private.',
    ],
    [
      { TRUSTED_PROXIES: '10.0.0.0/40' },
      'TRUSTED_PROXIES: "10.0.0.0/40" has no valid prefix length (0 to 32)',
    ],
  ])('stops on %o with a message naming the variable', (env, message) => {
    expect(() => readEnv(env)).toThrow(EnvError);
    expect(() => readEnv(env)).toThrow(message);
  });

  it('reads a Sentry-compatible ERROR_REPORTING_DSN and refuses anything else', () => {
    expect(readEnv({}).errorReportingDsn).toBe(null);
    expect(
      readEnv({ ERROR_REPORTING_DSN: ' https://0123abcd@glitchtip.example/errors/7 ' }).errorReportingDsn,
    ).toBe('https://0123abcd@glitchtip.example/errors/7');
    for (const bad of [
      'https://errors.example/42',
      'https://key@errors.example/project',
      'ftp://k@x.example/1',
    ]) {
      expect(() => readEnv({ ERROR_REPORTING_DSN: bad })).toThrow(
        'ERROR_REPORTING_DSN must be a Sentry-compatible DSN',
      );
    }
  });

  it('names every bad variable at once, one a line', () => {
    expect(() => readEnv({ PORT: '-1', BOOKING_SWEEP_MS: 'often' })).toThrow(
      'PORT must be a whole number from 0 to 65535; got "-1".\nBOOKING_SWEEP_MS must be a positive number; got "often".',
    );
  });

  it('lets a command-line tool read only its own variables', () => {
    // A bad server variable does not stop `npm run seed` or `npm run staff`.
    expect(readDatabaseEnv({ PORT: 'x', DATA_DIR: 'somewhere' })).toEqual({
      dataDir: resolve('somewhere'),
      databaseUrl: null,
      initdbCache: undefined,
    });
    expect(readStaffCliEnv({ PORT: 'x' })).toEqual({ api: 'http://localhost:8080', key: undefined });
    expect(readStaffCliEnv({ API: ' https://book.example/ ', STAFF_KEY: 'bfk_x' })).toEqual({
      api: 'https://book.example/',
      key: 'bfk_x',
    });
    expect(() => readStaffCliEnv({ API: 'book.example' })).toThrow('API must be an http:// or https:// URL');
  });

  it('documents every variable it reads (the README configuration table)', () => {
    expect(Object.keys(ENVIRONMENT_VARIABLES).sort()).toEqual(Object.keys(ENV_ENTRIES).sort());
    const readme = readFileSync(join(import.meta.dirname, '../../README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('## API'));
    const documented = [...table.matchAll(/^\| `([A-Z_]+)`/gm)].map(([, name]) => name).sort();
    expect(documented).toEqual(Object.keys(ENV_ENTRIES).sort());
  });
});
