import { describe, expect, it } from 'vitest';
import { lazyChunk } from './lazy-chunk.ts';

/** An importer whose answers the test decides, counting the requests it was asked for. */
function network() {
  const requests: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const importer = () =>
    new Promise<string>((resolve, reject) => {
      requests.push({ resolve, reject });
    });
  return { importer, requests };
}

describe('lazyChunk', () => {
  it('asks once for any number of callers and keeps the value', async () => {
    const { importer, requests } = network();
    const chunk = lazyChunk(importer);
    const first = chunk.load();
    const second = chunk.load();
    expect(requests).toHaveLength(1);
    expect(chunk.value).toBeUndefined();
    requests[0]!.resolve('step');
    expect(await first).toBe('step');
    expect(await second).toBe('step');
    expect(await chunk.load()).toBe('step');
    expect(requests).toHaveLength(1);
    expect(chunk.value).toBe('step');
  });

  it('forgets a failure, so the next load asks the network again', async () => {
    const { importer, requests } = network();
    const chunk = lazyChunk(importer);
    const failed = chunk.load();
    const joined = chunk.load();
    requests[0]!.reject(new Error('offline'));
    await expect(failed).rejects.toThrow('offline');
    await expect(joined).rejects.toThrow('offline');
    expect(chunk.value).toBeUndefined();
    const retried = chunk.load();
    expect(requests).toHaveLength(2);
    requests[1]!.resolve('step');
    expect(await retried).toBe('step');
    expect(chunk.value).toBe('step');
  });
});
