import { type PGlite, parse, protocol, type Results, TransactionAbortedError } from '@electric-sql/pglite';
import pg from 'pg';
import { PreparedStatements, type StatementPlan } from './pglite-statements.ts';

// PGlite's `query` runs a parameterised statement as six calls into Postgres, each serialised, run and
// parsed on its own: Parse, Describe the statement (to learn the parameters' types, so it can choose a
// serialiser for each), Bind, Describe the portal, Execute, Sync. The row description is decoded twice.
// Under booking writes on the embedded database that protocol work in JavaScript was about a fifth of
// the server's CPU. Here a statement is one call: the five messages that node-postgres, the driver of
// our PostgreSQL path, sends in one packet, with the parameters prepared as node-postgres prepares them
// (text, bytes as binary) and their types left to Postgres to infer, so the SQL and values that work on
// one database work the same way on the other. Rows are parsed by PGlite's own parsers. A statement that
// reads or writes rows is parsed once and bound by name afterwards (pglite-statements.ts).

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, (value: string) => unknown> };

/** What drizzle's PGlite session and `database.ts` call on a client and on a transaction. */
export type OneTripQueryable = {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
};

const prepareValue = (pg as unknown as { utils: { prepareValue(value: unknown): unknown } }).utils
  .prepareValue;

/** The bind value of one parameter: null, bytes (sent as binary) or text. */
function bindValue(value: unknown): string | ArrayBufferView | null {
  const prepared = prepareValue(value);
  if (prepared === null || prepared === undefined) return null;
  return ArrayBuffer.isView(prepared) ? prepared : String(prepared);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The extended-protocol messages of one statement with its parameters, ending in Sync. */
export function oneTripMessages(
  text: string,
  params: readonly unknown[],
  plan: StatementPlan = { name: '', parse: true, close: [] },
): Uint8Array {
  const { serialize } = protocol;
  return concat([
    ...plan.close.map((name) => serialize.close({ type: 'S', name })),
    ...(plan.parse ? [serialize.parse({ text, name: plan.name })] : []),
    serialize.bind({ statement: plan.name, values: params.map(bindValue) }),
    serialize.describe({ type: 'P' }),
    serialize.execute({}),
    serialize.sync(),
  ]);
}

type Attached = Error & { query?: string; params?: unknown[]; code?: string };

/** Postgres's codes for a named statement it no longer has, or whose kept plan no longer fits. */
const STATEMENT_GONE = new Set(['26000', '0A000']);

const statementsOf = (() => {
  const all = new WeakMap<PGlite, PreparedStatements>();
  return (client: PGlite) => {
    const known = all.get(client);
    if (known) return known;
    const statements = new PreparedStatements();
    all.set(client, statements);
    return statements;
  };
})();

/** Runs one statement in one call; the caller holds PGlite's query lock (and, outside a transaction, its transaction lock). */
async function runOneTrip<T>(
  client: PGlite,
  text: string,
  params: readonly unknown[],
  options?: QueryOptions,
): Promise<Results<T>> {
  const statements = statementsOf(client);
  const plan = statements.plan(text);
  // PGlite's own way in, as its query uses it: the replies parsed as Postgres writes them, into messages;
  // an error comes back among them, so a statement Postgres parsed before it failed is still known.
  const messages = await client.execProtocolStream(oneTripMessages(text, params, plan), {
    syncToFs: false,
    throwOnError: false,
  });
  if (plan.parse && messages.some((message) => message.name === 'parseComplete'))
    statements.kept(text, plan.name);
  const failed = messages.find((message) => message.name === 'error') as Attached | undefined;
  if (failed) {
    if (!plan.parse && STATEMENT_GONE.has(failed.code ?? '')) statements.lost(text);
    // As PGlite's own query does: the statement goes with the error, for logs and drizzle's wrapper.
    failed.query = text;
    failed.params = [...params];
    throw failed;
  }
  return parse.parseResults(messages, client.parsers, options)[0] as Results<T>;
}

/** Runs `text` on `client` outside a transaction, as one call, under PGlite's own locks. */
export async function oneTripQuery<T>(
  client: PGlite,
  text: string,
  params: readonly unknown[] = [],
  options?: QueryOptions,
): Promise<Results<T>> {
  await client._checkReady();
  const result = await client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(() => runOneTrip<T>(client, text, params, options)),
  );
  // As PGlite's query does outside a transaction (a no-op for a directory on disk).
  await client.syncToFs();
  return result;
}

/**
 * The client as drizzle is to see it: every statement is one call, BEGIN and COMMIT (or ROLLBACK) too,
 * under PGlite's transaction lock as its own `transaction` takes it. `parsers` given per query are left
 * out, since `parseDatesAsText` made the instance parse those types as drizzle asks.
 */
export function oneTripClient(client: PGlite): PGlite {
  const rowModeOf = (options?: QueryOptions) => (options?.rowMode ? { rowMode: options.rowMode } : undefined);
  const inLock = <T>(text: string, params: readonly unknown[] = [], options?: QueryOptions) =>
    client._runExclusiveQuery(() => runOneTrip<T>(client, text, params, options));
  const query = <T>(text: string, params: unknown[] = [], options?: QueryOptions) =>
    oneTripQuery<T>(client, text, params, rowModeOf(options));
  const transaction = async <R>(work: (tx: OneTripQueryable) => Promise<R>): Promise<R> => {
    await client._checkReady();
    return client._runExclusiveTransaction(async () => {
      await inLock('BEGIN');
      let closed = false;
      const tx = withQuery(
        client,
        async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (closed) throw new Error('Transaction is closed');
          return inLock<T>(text, params, rowModeOf(options));
        },
      );
      try {
        const result = await work(tx);
        closed = true;
        const commit = await inLock('COMMIT');
        // A statement that failed inside, its error caught, left the transaction aborted: COMMIT rolled back.
        if (commit.command === 'ROLLBACK') throw new TransactionAbortedError();
        return result;
      } catch (error) {
        if (!closed) {
          closed = true;
          await inLock('ROLLBACK');
        }
        throw error;
      }
    });
  };
  return withQuery(client, query, transaction);
}

/** `target` with its `query` (and `transaction`) replaced; every other member is the target's own. */
function withQuery<O extends object>(target: O, query: unknown, transaction?: unknown): O {
  return new Proxy(target, {
    get(object, key) {
      if (key === 'query') return query;
      if (key === 'transaction' && transaction) return transaction;
      const value = Reflect.get(object, key, object);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}
