import { MATMUL_MODULE } from './simd-matmul-module';

// The part of the WebAssembly global used here (the project's TypeScript libraries do not declare it).
declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => WasmMemory;
};
type WasmModule = { readonly kind?: 'wasm module' };
type WasmMemory = { buffer: ArrayBuffer; grow(pages: number): number };

/**
 * Dense products x·W + b (optionally ReLU) for the few rows of one sentence, by 128-bit WebAssembly SIMD on weights
 * copied once into WebAssembly memory (simd-matmul-module.ts: assembled in the source, nothing fetched or compiled at
 * build time). Each call streams the weights once: they are packed in panels of 8 columns (k rows × 8 floats,
 * contiguous), and a panel is multiplied with 4 rows of x at a time (8 running f32x4 sums in registers), the last
 * 1–3 rows by a kernel of their own height (no padded rows computed); x is packed in those blocks, the rows' values at
 * each position side by side, so one `v128.load32_splat` broadcasts a row's value. The tanh layer (one row) costs
 * what 4 rows would in a wider kernel: padding a 6-token sentence to 8 rows cost ~20 % of the products.
 * Sums run in float32 in a different order than other kernels: results move by ~1e-7 relative.
 *
 * Without WebAssembly SIMD (or for widths that are not a multiple of 8) the same products run in plain loops.
 */

const PAGE = 65536;
const ROWS = 4; // rows of x per block (the remainder: one block of 1–3 rows)
const COLUMNS = 8; // columns of W per panel

type Kernel = (
  x: number,
  k: number,
  blocks: number,
  w: number,
  bias: number,
  m: number,
  y: number,
  relu: number,
) => void;

let compiled: WasmModule | null | undefined;
/** The assembled module, or null where WebAssembly SIMD is unavailable. */
export function simdMatMulModule(): WasmModule | null {
  if (compiled === undefined) {
    try {
      compiled =
        typeof WebAssembly === 'object' && WebAssembly.validate(MATMUL_MODULE)
          ? new WebAssembly.Module(MATMUL_MODULE)
          : null;
    } catch {
      compiled = null;
    }
  }
  return compiled;
}

/** A dense layer: kernel (k rows × m columns, row-major) and bias (m). */
export interface DenseWeights {
  kernel: Float32Array;
  bias: Float32Array;
  k: number;
  m: number;
}

/** One dense layer held by a DenseProducts. */
export interface DenseHandle {
  readonly k: number;
  readonly m: number;
}

/** x·W + b for n rows of x (row-major, n × k): n × m values, ReLU applied when asked. */
export interface DenseProducts {
  /** 'simd' when the products run in WebAssembly SIMD, 'plain' in plain loops. */
  readonly kind: 'simd' | 'plain';
  add(weights: DenseWeights): DenseHandle;
  multiply(dense: DenseHandle, x: Float32Array, n: number, relu?: boolean): Float32Array;
}

/** The reference: x·W + b in plain loops (float64 sums). */
export function plainMatMul(
  x: Float32Array,
  n: number,
  { kernel, bias, k, m }: DenseWeights,
  relu = false,
): Float32Array {
  const out = new Float32Array(n * m);
  const row = new Float64Array(m);
  for (let t = 0; t < n; t++) {
    for (let j = 0; j < m; j++) row[j] = bias[j]!;
    for (let i = 0; i < k; i++) {
      const value = x[t * k + i]!;
      if (value === 0) continue;
      const offset = i * m;
      for (let j = 0; j < m; j++) row[j]! += value * kernel[offset + j]!;
    }
    for (let j = 0; j < m; j++) out[t * m + j] = relu ? Math.max(row[j]!, 0) : row[j]!;
  }
  return out;
}

class PlainDenseProducts implements DenseProducts {
  readonly kind = 'plain';
  add(weights: DenseWeights): DenseHandle {
    return weights;
  }
  multiply(dense: DenseHandle, x: Float32Array, n: number, relu = false): Float32Array {
    return plainMatMul(x, n, dense as DenseWeights, relu);
  }
}

interface SimdDense extends DenseHandle {
  /** Byte offsets of the packed kernel and of the bias in the module's memory. */
  readonly kernelAt: number;
  readonly biasAt: number;
}

class SimdDenseProducts implements DenseProducts {
  readonly kind = 'simd';
  private readonly memory: WasmMemory;
  /** The kernels by block height: kernels[rows]. */
  private readonly kernels: Kernel[];
  /** First free byte (weights are appended, never moved); the scratch for x and y lives after them. */
  private used = 0;
  private scratchAt = 0;
  private scratchBytes = 0;

  constructor(module: WasmModule) {
    this.memory = new WebAssembly.Memory({ initial: 1 });
    const { exports } = new WebAssembly.Instance(module, { env: { memory: this.memory } });
    this.kernels = [0, 1, 2, 3, 4].map((rows) => exports[`matmul${rows}`] as Kernel);
  }

  add(weights: DenseWeights): DenseHandle {
    const { kernel, bias, k, m } = weights;
    if (m % COLUMNS !== 0) return weights; // multiplied in plain loops
    const kernelAt = this.allocate(k * m * 4);
    const biasAt = this.allocate(m * 4);
    const packed = new Float32Array(this.memory.buffer, kernelAt, k * m);
    // Panel p holds columns p·8 … p·8+7 of every row, one row's 8 values after the other.
    for (let p = 0; p < m / COLUMNS; p++)
      for (let i = 0; i < k; i++)
        packed.set(kernel.subarray(i * m + p * COLUMNS, i * m + p * COLUMNS + COLUMNS), (p * k + i) * COLUMNS);
    new Float32Array(this.memory.buffer, biasAt, m).set(bias);
    this.scratchBytes = 0; // the scratch would now overlap the weights
    const handle: SimdDense = { k, m, kernelAt, biasAt };
    return handle;
  }

  multiply(dense: DenseHandle, x: Float32Array, n: number, relu = false): Float32Array {
    if (!('kernelAt' in dense)) return plainMatMul(x, n, dense as DenseWeights, relu);
    const { k, m, kernelAt, biasAt } = dense as SimdDense;
    if (n === 0) return new Float32Array(0);
    const full = Math.floor(n / ROWS);
    const rest = n - full * ROWS;
    this.reserveScratch((n * k + n * m) * 4);
    const xAt = this.scratchAt;
    const yAt = xAt + n * k * 4;
    // x in blocks of 4 rows (then one of the rest), the block's rows' values at each position side by side.
    const packed = new Float32Array(this.memory.buffer, xAt, n * k);
    for (let t = 0; t < n; t++) {
      const block = Math.floor(t / ROWS) * ROWS;
      const height = block < full * ROWS ? ROWS : rest;
      const base = block * k + (t - block);
      for (let i = 0; i < k; i++) packed[base + i * height] = x[t * k + i]!;
    }
    const flag = relu ? 1 : 0;
    if (full > 0) this.kernels[ROWS]!(xAt, k, full, kernelAt, biasAt, m, yAt, flag);
    const done = full * ROWS;
    if (rest > 0) this.kernels[rest]!(xAt + done * k * 4, k, 1, kernelAt, biasAt, m, yAt + done * m * 4, flag);
    return new Float32Array(this.memory.buffer, yAt, n * m).slice();
  }

  private allocate(bytes: number): number {
    const at = this.used;
    this.used += Math.ceil(bytes / 16) * 16;
    this.ensure(this.used);
    return at;
  }

  private reserveScratch(bytes: number): void {
    if (bytes <= this.scratchBytes) return;
    this.scratchAt = this.used;
    this.scratchBytes = bytes;
    this.ensure(this.scratchAt + bytes);
  }

  private ensure(bytes: number): void {
    const missing = Math.ceil(bytes / PAGE) - this.memory.buffer.byteLength / PAGE;
    if (missing > 0) this.memory.grow(missing);
  }
}

/** Dense products in WebAssembly SIMD, or in plain loops where it is unavailable (`module: null` stands for that). */
export function denseProducts({ module = simdMatMulModule() } = {}): DenseProducts {
  return module ? new SimdDenseProducts(module) : new PlainDenseProducts();
}
