/**
 * Where the encoding of one new question goes (not part of npm run bench): times tokenization, input tensors, graph
 * execution and readback of USE-lite's graph one question at a time, sums tf.profile's kernel times by kernel, then
 * times the hand-written forward pass (use-lite.ts) on the same questions with its dense products in three places,
 * interleaved question by question: this module's WebAssembly SIMD kernel (simd-matmul.ts, what answering uses),
 * TensorFlow.js's XNNPACK kernels (the previous way) and plain loops (the fallback); prints each one's median and
 * largest difference from the graph.
 * Run under the lock: `flock /work/test.lock npx tsx test/bench/answering-encode-profile.ts`.
 */
import * as core from '@energetic-ai/core';
import { loadTextModel } from '@switchboard/answering/encoder';
import {
  denseProducts,
  type DenseHandle,
  type DenseProducts,
  type DenseWeights,
} from '@switchboard/answering/simd-matmul';
import { UseLiteEncoder } from '@switchboard/answering/use-lite';
import type { Tensor } from '@switchboard/answering/use-lite-types';
import { chitChatSets } from './answering-data';
import { median } from './stats';

interface Tf {
  tensor2d(values: Float32Array, shape: [number, number]): Tensor;
  fused: { matMul(args: { a: Tensor; b: Tensor; bias: Tensor; activation?: 'relu' | 'linear' }): Tensor };
  tensor1d(values: number[] | Float32Array, dtype?: 'int32'): Tensor;
  tensor2d(values: number[][], shape: [number, number], dtype: 'int32'): Tensor;
  profile(f: () => Promise<unknown>): Promise<{ kernels: { name: string; kernelTimeMs: number }[] }>;
}
interface Internals {
  tokenizer: { encode(text: string): number[] };
  model: { executeAsync(inputs: Record<string, Tensor>): Promise<Tensor>; weights: Record<string, Tensor[]> };
  embed(texts: string[]): Promise<number[][]>;
}

const tf = core as unknown as Tf;
const model = (await loadTextModel()) as unknown as Internals;
const texts = [...new Set(chitChatSets[0]!.entries.flatMap((e) => e.questions))].slice(0, 400);

async function encodeTimed(text: string) {
  const t0 = performance.now();
  const ids = model.tokenizer.encode(text);
  const t1 = performance.now();
  const indices = tf.tensor2d(
    ids.map((_, i) => [0, i]),
    [ids.length, 2],
    'int32',
  );
  const values = tf.tensor1d(ids, 'int32');
  const t2 = performance.now();
  const out = await model.model.executeAsync({ indices, values });
  const t3 = performance.now();
  out.dataSync();
  const t4 = performance.now();
  indices.dispose();
  values.dispose();
  out.dispose();
  return { tokenize: t1 - t0, tensors: t2 - t1, execute: t3 - t2, readback: t4 - t3, total: t4 - t0, n: ids.length };
}

for (const text of texts.slice(0, 50)) await encodeTimed(text); // warm-up
const runs = [];
for (const text of texts) runs.push(await encodeTimed(text));
console.log(`graph, ${texts.length} chit-chat questions one at a time (medians, ms; n = tokens):`);
for (const key of ['tokenize', 'tensors', 'execute', 'readback', 'total', 'n'] as const)
  console.log(`  ${key.padEnd(10)} ${median(runs.map((r) => r[key])).toFixed(3)}`);

const kernels = new Map<string, { ms: number; calls: number }>();
const profiled = 100;
let wall = 0;
for (const text of texts.slice(0, profiled)) {
  const started = performance.now();
  const info = await tf.profile(async () => (await encodeTimed(text)).total);
  wall += performance.now() - started;
  for (const kernel of info.kernels) {
    const sum = kernels.get(kernel.name) ?? { ms: 0, calls: 0 };
    sum.ms += Number(kernel.kernelTimeMs);
    sum.calls++;
    kernels.set(kernel.name, sum);
  }
}
const calls = [...kernels.values()].reduce((s, k) => s + k.calls, 0) / profiled;
const kernelMs = [...kernels.values()].reduce((s, k) => s + k.ms, 0) / profiled;
console.log(
  `kernel time ${kernelMs.toFixed(3)} ms in ${calls.toFixed(0)} kernels (wall under tf.profile ${(wall / profiled).toFixed(2)} ms):`,
);
for (const [name, k] of [...kernels].sort((a, b) => b[1].ms - a[1].ms).slice(0, 12))
  console.log(`  ${name.padEnd(16)} ${(k.ms / profiled).toFixed(3)} ms  ${(k.calls / profiled).toFixed(0)} calls`);

/** The previous way: TensorFlow.js's fused matMul (XNNPACK in WebAssembly) on tensors made for each product. */
class XnnpackProducts implements DenseProducts {
  readonly kind = 'simd';
  add({ kernel, bias, k, m }: DenseWeights): DenseHandle {
    return { k, m, kernel: tf.tensor2d(kernel, [k, m]), bias: tf.tensor1d(bias) } as DenseHandle;
  }
  multiply(dense: DenseHandle, x: Float32Array, n: number, relu = false): Float32Array {
    if (n === 0) return new Float32Array(0);
    const { kernel, bias } = dense as DenseHandle & { kernel: Tensor; bias: Tensor };
    const input = tf.tensor2d(x, [n, dense.k]);
    const out = tf.fused.matMul({ a: input, b: kernel, bias, activation: relu ? 'relu' : 'linear' });
    const values = out.dataSync() as Float32Array;
    input.dispose();
    out.dispose();
    return values;
  }
}

const ways = {
  'WebAssembly SIMD (simd-matmul.ts)': new UseLiteEncoder(model, denseProducts()),
  'XNNPACK through TensorFlow.js': new UseLiteEncoder(model, new XnnpackProducts()),
  'plain loops (fallback)': new UseLiteEncoder(model, denseProducts({ module: null })),
};
for (const encoder of Object.values(ways)) for (const text of texts.slice(0, 50)) encoder.embedOne(text);
const times = new Map(Object.keys(ways).map((name) => [name, [] as number[]]));
const largest = new Map(Object.keys(ways).map((name) => [name, 0]));
for (const text of texts) {
  const [reference] = await model.embed([text]);
  for (const [name, encoder] of Object.entries(ways)) {
    const t = performance.now();
    const vector = encoder.embedOne(text);
    times.get(name)!.push(performance.now() - t);
    for (let d = 0; d < 512; d++)
      largest.set(name, Math.max(largest.get(name)!, Math.abs(vector[d]! - reference![d]!)));
  }
}
console.log(
  'hand-written forward pass, the same questions interleaved (median ms; largest difference from the graph):',
);
for (const name of Object.keys(ways))
  console.log(`  ${name.padEnd(34)} ${median(times.get(name)!).toFixed(3)} ms  ${largest.get(name)!.toExponential(2)}`);
