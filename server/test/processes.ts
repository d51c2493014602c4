import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where `node --import tsx server/src/…` runs. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** What a finished process printed and how it ended. */
export type Finished = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

/** The environment for a child on an embedded database in `dataDir` (never the suite's DATABASE_URL). */
export function embeddedEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'info', ...extra };
}

/** Runs a TypeScript entry point of ours with tsx, as npm scripts do. */
export function runTs(entry: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Collects a child's output until it exits. */
export function finished(child: ChildProcess, timeoutMs = 30_000): Promise<Finished> {
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`process did not exit within ${timeoutMs} ms:\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      // Let the pipes drain before resolving.
      setImmediate(() => resolve({ code, signal, stdout, stderr }));
    });
  });
}

/** Waits for the server's `listening` log line and returns its URL and ready time. */
export function listening(
  child: ChildProcess,
  timeoutMs = 30_000,
): Promise<{ url: string; readyMs: number }> {
  return new Promise((resolve, reject) => {
    let buffer = '';
    const timer = setTimeout(
      () => reject(new Error(`server not listening after ${timeoutMs} ms:\n${buffer}`)),
      timeoutMs,
    );
    child.stdout?.on('data', (chunk) => {
      buffer += chunk;
      for (const line of buffer.split('\n')) {
        if (!line.includes('"msg":"listening"')) continue;
        clearTimeout(timer);
        const { url, readyMs } = JSON.parse(line) as { url: string; readyMs: number };
        resolve({ url, readyMs });
        return;
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code}) before listening:\n${buffer}`));
    });
  });
}
