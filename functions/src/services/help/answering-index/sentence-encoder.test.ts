import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSentenceEncoder } from './sentence-encoder';

describe('the process-wide sentence encoder', () => {
  const saved = process.env.MODEL_MODULES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.MODEL_MODULES_DIR;
    else process.env.MODEL_MODULES_DIR = saved;
  });

  it('loads the model from MODEL_MODULES_DIR (the layer), keeps no failed load, and then keeps the encoder', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'model-modules-'));
    process.env.MODEL_MODULES_DIR = join(empty, 'nodejs', 'node_modules');
    await expect(loadSentenceEncoder()).rejects.toThrow(/Cannot find module/);
    rmSync(empty, { recursive: true, force: true });
    delete process.env.MODEL_MODULES_DIR;
    const encoder = await loadSentenceEncoder();
    const [vector] = await encoder.embed(['Where can I park my car?']);
    expect(vector).toHaveLength(512);
    expect(await loadSentenceEncoder()).toBe(encoder);
  });
});
