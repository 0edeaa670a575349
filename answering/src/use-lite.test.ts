import { beforeAll, describe, expect, it } from 'vitest';
import { loadSentenceEncoder, loadTextModel, type TextModel } from './encoder';
import { denseProducts } from './simd-matmul';
import { fastTextModel } from './use-lite';

// Short and long questions, punctuation, casing, unknown characters and scripts, emoji, an empty text and one longer
// than the model's 128 tokens (the graph drops the tokens after the 128th).
const TEXTS = [
  'hi',
  'How old are you?',
  'Do you eat?',
  "What's your favourite colour??",
  'HOW DO I RESET MY PASSWORD',
  'can u help me w/ my invoice #4521 from 03/11',
  'Où est la gare ? ¿Dónde está la estación?',
  '東京はどこですか',
  'thanks 👍🙂',
  '',
  '   ',
  'tell me a joke about cats and dogs and the weather in the mountains of Scotland in winter',
  Array.from({ length: 90 }, (_, i) => `word${i}`).join(' '),
];

const largestDifference = (a: ArrayLike<number>, b: ArrayLike<number>) =>
  Array.from(a).reduce((largest, x, d) => Math.max(largest, Math.abs(x - b[d]!)), 0);

let graph: TextModel;
beforeAll(async () => {
  graph = await loadTextModel();
}, 60_000);

describe('USE-lite forward pass for single questions', () => {
  it("gives the graph's vector for every kind of text, to 1e-5", async () => {
    const fast = fastTextModel(graph);
    expect(fast.path).toBe('forward pass (simd)');
    const reference = await graph.embed(TEXTS);
    for (const [i, text] of TEXTS.entries()) {
      const [vector] = await fast.embed([text]);
      expect(vector, text).toBeInstanceOf(Float32Array);
      expect(vector, text).toHaveLength(512);
      expect(largestDifference(vector!, reference[i]!), text).toBeLessThan(1e-5);
    }
  });

  it('leaves batches to the graph', async () => {
    const fast = fastTextModel(graph);
    const [vectors, reference] = [await fast.embed(TEXTS), await graph.embed(TEXTS)];
    expect(vectors).toEqual(reference);
  });

  it('leaves single questions to the graph without WebAssembly SIMD, and says so once', async () => {
    const warnings: string[] = [];
    const warn = (message: string) => warnings.push(message);
    const plain = denseProducts({ module: null });
    expect(fastTextModel(graph, { products: plain, warn })).toBe(graph);
    expect(fastTextModel(graph, { products: plain, warn })).toBe(graph);
    expect(warnings).toEqual([expect.stringMatching(/WebAssembly SIMD unavailable/)]);
  });

  it('is what the process-wide sentence encoder answers a question with', async () => {
    const encoder = await loadSentenceEncoder();
    expect(encoder.path).toBe('forward pass (simd)');
    for (const text of TEXTS.slice(0, 4)) {
      const [vector] = await encoder.embed([text]);
      const [alone] = await graph.embed([text]);
      expect(largestDifference(vector!, alone!), text).toBeLessThan(1e-5);
    }
  });
});
