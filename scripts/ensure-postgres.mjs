#!/usr/bin/env node
// The PostgreSQL variant of the server suite needs a running server. Starts the machine's cluster
// when it is installed but stopped, installs it from Debian's packages when it is missing (root
// only), and otherwise fails loudly: the PostgreSQL run must never be skipped silently.
import { execFileSync, spawnSync } from 'node:child_process';
import pg from 'pg';

const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function reachable() {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

function run(cmd, args) {
  return spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

function hasCommand(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
}

function startClusters() {
  const versions = execFileSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).split(/\s+/).filter(Boolean);
  for (const version of versions)
    run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
}

if (!(await reachable())) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!hasCommand('pg_ctlcluster')) {
    if (!isRoot) {
      console.error(
        `PostgreSQL is not reachable at ${url} and not installed; install it (apt-get install postgresql).`,
      );
      process.exit(1);
    }
    console.log('Installing PostgreSQL from Debian packages…');
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'postgresql']);
  }
  console.log('Starting the local PostgreSQL cluster…');
  startClusters();
  for (let i = 0; i < 30 && !(await reachable()); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await reachable())) {
    console.error(`PostgreSQL is still not reachable at ${url}.`);
    process.exit(1);
  }
}
console.log(`PostgreSQL reachable at ${url.replace(/\/\/[^@]*@/, '//…@')}`);
