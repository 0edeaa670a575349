import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';
import { denseProducts, plainMatMul, type DenseWeights } from './simd-matmul';

function randomDense(k: number, m: number, seed: number): DenseWeights {
  const random = seededRandom(seed);
  const kernel = new Float32Array(k * m).map(() => (random() - 0.5) / Math.sqrt(k));
  const bias = new Float32Array(m).map(() => random() - 0.5);
  return { kernel, bias, k, m };
}

function randomRows(n: number, k: number, seed: number): Float32Array {
  const random = seededRandom(seed);
  return new Float32Array(n * k).map(() => 2 * random() - 1);
}

const largestDifference = (a: Float32Array, b: Float32Array) =>
  a.reduce((largest, x, i) => Math.max(largest, Math.abs(x - b[i]!)), 0);

describe('dense products in WebAssembly SIMD', () => {
  it('runs in SIMD on this Node', () => {
    expect(denseProducts().kind).toBe('simd');
  });

  // Row counts around the 4-row blocks, USE-lite's widths, a width that is not a multiple of 8 (plain loops).
  it.each([
    [1, 256, 768],
    [3, 256, 512],
    [4, 512, 2048],
    [6, 2048, 512],
    [9, 512, 1536],
    [128, 64, 16],
    [5, 33, 20],
  ])('equals the plain product to 1e-5 (%i rows, %i → %i)', (n, k, m) => {
    const products = denseProducts();
    const dense = randomDense(k, m, k + m);
    const handle = products.add(dense);
    const x = randomRows(n, k, n);
    for (const relu of [false, true]) {
      const product = products.multiply(handle, x, n, relu);
      expect(product).toHaveLength(n * m);
      expect(largestDifference(product, plainMatMul(x, n, dense, relu))).toBeLessThan(1e-5);
    }
  });

  it('keeps every layer it holds, whatever was multiplied in between', () => {
    const products = denseProducts();
    const layers = [randomDense(16, 24, 1), randomDense(40, 8, 2), randomDense(24, 40, 3)];
    const handles = layers.map((layer) => products.add(layer));
    const x = randomRows(7, 40, 4);
    const first = products.multiply(handles[1]!, x, 7);
    const big = randomRows(130, 24, 5);
    products.multiply(handles[2]!, big, 130);
    expect(products.multiply(handles[1]!, x, 7)).toEqual(first);
    expect(largestDifference(products.multiply(handles[0]!, big, 130), plainMatMul(big, 130, layers[0]!))).toBeLessThan(
      1e-5,
    );
  });

  it('gives no rows for no rows', () => {
    const products = denseProducts();
    expect(products.multiply(products.add(randomDense(8, 8, 1)), new Float32Array(0), 0)).toHaveLength(0);
  });

  it('multiplies in plain loops where SIMD is unavailable', () => {
    const dense = randomDense(32, 16, 9);
    const x = randomRows(2, 32, 9);
    const plain = denseProducts({ module: null });
    expect(plain.kind).toBe('plain');
    expect(plain.multiply(plain.add(dense), x, 2)).toEqual(plainMatMul(x, 2, dense));
  });
});
