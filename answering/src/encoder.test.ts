import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CachingEncoder, loadTextModel, type TextModel } from './encoder';

const TEXTS = [
  'How old are you?',
  'Do you eat?',
  'Tell me a joke',
  'Who made you?',
  'What is your name?',
  'Goodbye',
  'Thank you',
  'Are you a robot?',
  'Good morning',
  'How do I reset my password?',
];

let model: TextModel;
let calls: string[][];
const counting: TextModel = {
  embed(input) {
    calls.push(input);
    return model.embed(input);
  },
};
beforeAll(async () => {
  model = await loadTextModel();
}, 60_000);

describe('sentence encoder cache', () => {
  it('returns the vector of every text of a call holding more texts than its cache', async () => {
    calls = [];
    const encoder = new CachingEncoder(counting, 512, 4);
    const vectors = await encoder.embed([...TEXTS, TEXTS[0]!]);
    expect(vectors).toHaveLength(TEXTS.length + 1);
    for (const [i, text] of [...TEXTS, TEXTS[0]!].entries()) {
      const [alone] = await model.embed([text]);
      expect(vectors[i], text).toBeInstanceOf(Float32Array);
      expect(
        Array.from(vectors[i]!).map((x, d) => Math.abs(x - alone![d]!)),
        text,
      ).toSatisfy((diffs: number[]) => diffs.every((diff) => diff < 1e-4));
    }
  });

  it('encodes a repeated text once while it is among the recent ones', async () => {
    calls = [];
    const encoder = new CachingEncoder(counting, 512, 4);
    await encoder.embed(['How old are you?']);
    await encoder.embed(['How old are you?', 'Do you eat?']);
    expect(calls).toEqual([['How old are you?'], ['Do you eat?']]);
  });
});

describe('loading the model on a loaded machine', () => {
  it('waits for the WebAssembly backend before reading the weights into tensors', () => {
    const fixture = fileURLToPath(new URL('./fixtures/slow-wasm-load.ts', import.meta.url));
    const printed = execFileSync(process.execPath, ['--import', 'tsx', fixture], { encoding: 'utf8', timeout: 60_000 });
    expect(printed.trim()).toBe('vector 512');
  }, 60_000);
});
