#!/usr/bin/env node
// The offer PDF tests read the documents back with Debian's poppler-utils (pdftotext, pdfinfo,
// pdftoppm): a PDF is only proven readable by a reader that is not ours. Installs the package when a
// tool is missing and we may (root), otherwise fails with a message that says what to do — a skipped
// PDF check must never pass silently. The server tests' global setup runs this, so every way of running
// the server suite (npm test, vitest run, .ci/run) has the tools.
import { execFileSync, spawnSync } from 'node:child_process';

export const POPPLER_TOOLS = ['pdftotext', 'pdfinfo', 'pdftoppm'];

const missing = () => POPPLER_TOOLS.filter((tool) => spawnSync(tool, ['-v'], { stdio: 'ignore' }).error);

if (missing().length > 0) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `${missing().join(', ')} missing. Install them with: sudo apt-get install -y poppler-utils`,
    );
    process.exit(1);
  }
  console.log('Installing poppler-utils from Debian packages (apt-get install poppler-utils)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  // Another apt run (a Chromium install in a parallel job) may hold the lock for a while: wait for it.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  execFileSync('apt-get', [...wait, 'update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', [...wait, 'install', '-y', '-qq', 'poppler-utils'], { stdio: 'inherit', env });
  if (missing().length > 0) {
    console.error(`apt-get finished but ${missing().join(', ')} still missing.`);
    process.exit(1);
  }
}
