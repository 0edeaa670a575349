import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './on-first-use';

describe('onFirstUse', () => {
  it('loads once and hands every caller the same module', async () => {
    const load = vi.fn(async () => ({ name: 'service' }));
    const service = onFirstUse(load);
    const [first, second] = await Promise.all([service(), service()]);
    const third = await service();
    expect(load).toHaveBeenCalledTimes(1);
    expect(first).toBe(second);
    expect(third).toBe(first);
  });

  it('tries again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('chunk missing'))
      .mockResolvedValue({ name: 'service' });
    const service = onFirstUse(load);
    await expect(service()).rejects.toThrow('chunk missing');
    await expect(service()).resolves.toEqual({ name: 'service' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps a load that succeeded after a failure (the encoder: one failed model load must not fail every later caller)', async () => {
    let attempts = 0;
    const load = onFirstUse(async () => {
      attempts++;
      if (attempts === 1) throw new Error("Backend 'wasm' has not yet been initialized.");
      return `model ${attempts}`;
    });
    await expect(load()).rejects.toThrow('not yet been initialized');
    await expect(load()).resolves.toBe('model 2');
    await expect(load()).resolves.toBe('model 2');
    expect(attempts).toBe(2);
  });

  it('is shared by callers that ask while it loads', async () => {
    let attempts = 0;
    const load = onFirstUse(async () => ++attempts);
    expect(await Promise.all([load(), load(), load()])).toEqual([1, 1, 1]);
  });
});
