import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { startWebhookReceiver } from './webhook-receiver.ts';

const SERVE = fileURLToPath(new URL('./serve.ts', import.meta.url));

describe('serve.ts', () => {
  it('prints where it listens, answers the API, sends webhooks, and stops on SIGTERM', async () => {
    const receiver = await startWebhookReceiver();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', SERVE, '--port', '0', '--webhook', receiver.url, '--secret', 'whsec_cli'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      const [chunk] = (await once(child.stdout, 'data')) as [Buffer];
      const line = chunk.toString('utf8');
      expect(line).toMatch(/^stripe-test-server listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      const url = line.trim().split(' ').at(-1) ?? '';
      const answer = await fetch(`${url}/v1/payment_intents`, {
        method: 'POST',
        headers: { authorization: 'Bearer sk_test_cli', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'amount=2000&currency=eur',
      });
      expect(answer.status).toBe(200);
      const [webhook] = await receiver.waitForCount(1);
      expect(webhook?.event.type).toBe('payment_intent.created');
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = (await exited) as [number | null];
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await receiver.close();
    }
  });
});
