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
 * copied once into WebAssembly memory. The ~300-byte module is assembled below (nothing is fetched or compiled at
 * build time). Each call streams the weights once: they are packed in panels of 8 columns (k rows × 8 floats,
 * contiguous), and a panel is multiplied with 4 rows of x at a time (8 running f32x4 sums in registers), x being
 * packed as 4-row blocks, row values interleaved, so one `v128.load32_splat` broadcasts a row's value.
 * Sums run in float32 in a different order than other kernels: results move by ~1e-7 relative.
 *
 * Without WebAssembly SIMD (or for widths that are not a multiple of 8) the same products run in plain loops.
 */

const PAGE = 65536;
const ROWS = 4; // rows of x per block
const COLUMNS = 8; // columns of W per panel

// Locals of the kernel: its 8 parameters, then the working variables.
const [X, K, BLOCKS, W, BIAS, M, Y, RELU] = [0, 1, 2, 3, 4, 5, 6, 7];
const [P, WP, R, XP, WI, XEND, YA] = [8, 9, 10, 11, 12, 13, 14];
const [B0, B1, S, W0, W1] = [15, 16, 17, 18, 19];
const LOW = [20, 21, 22, 23]; // row q's sum for columns 0–3 of the panel
const HIGH = [24, 25, 26, 27]; // row q's sum for columns 4–7

const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const i32 = (n: number) => [0x41, ...sleb(n)];
const add = [0x6a];
const mul = [0x6c];
const lessU = [0x49];
const loop = [0x03, 0x40];
const end = [0x0b];
const brIf = (depth: number) => [0x0d, depth];
const v128Load = (offset: number) => [0xfd, 0x00, 0x04, ...leb(offset)];
const v128Store = (offset: number) => [0xfd, 0x0b, 0x04, ...leb(offset)];
const loadSplat = (offset: number) => [0xfd, 0x09, 0x02, ...leb(offset)];
const f32x4Add = [0xfd, 0xe4, 0x01];
const f32x4Mul = [0xfd, 0xe6, 0x01];
const f32x4Max = [0xfd, 0xe9, 0x01];
const zero = [0xfd, 0x0c, ...new Array<number>(16).fill(0)];
/** local += by */
const increment = (local: number, by: number[]) => [...get(local), ...by, ...add, ...set(local)];
/** sum += s · w */
const multiplyAdd = (sum: number, w: number) => [
  ...get(sum),
  ...get(S),
  ...get(w),
  ...f32x4Mul,
  ...f32x4Add,
  ...set(sum),
];

const BODY = [
  ...[0x03, 0x07, 0x7f, 0x05, 0x7b, 0x08, 0x7b], // locals: 7 i32, 5 v128, 8 v128 sums
  ...i32(0),
  ...set(P),
  ...get(W),
  ...set(WP),
  ...loop, // each panel of 8 columns
  ...get(BIAS),
  ...get(P),
  ...i32(2),
  0x74, // shl: p · 4
  ...add,
  0x22, // tee
  YA,
  ...v128Load(0),
  ...set(B0),
  ...get(YA),
  ...v128Load(16),
  ...set(B1),
  ...i32(0),
  ...set(R),
  ...get(X),
  ...set(XP),
  ...loop, // each block of 4 rows
  ...LOW.flatMap((sum) => [...get(B0), ...set(sum)]),
  ...HIGH.flatMap((sum) => [...get(B1), ...set(sum)]),
  ...get(WP),
  ...set(WI),
  ...get(XP),
  ...get(K),
  ...i32(4),
  0x74, // shl: k · 16
  ...add,
  ...set(XEND),
  ...loop, // each of the k inner positions
  ...get(WI),
  ...v128Load(0),
  ...set(W0),
  ...get(WI),
  ...v128Load(16),
  ...set(W1),
  ...[0, 1, 2, 3].flatMap((q) => [
    ...get(XP),
    ...loadSplat(q * 4),
    ...set(S),
    ...multiplyAdd(LOW[q]!, W0),
    ...multiplyAdd(HIGH[q]!, W1),
  ]),
  ...increment(WI, i32(32)),
  ...increment(XP, i32(16)),
  ...get(XP),
  ...get(XEND),
  ...lessU,
  ...brIf(0),
  ...end,
  ...get(RELU),
  ...[0x04, 0x40], // if relu
  ...[...LOW, ...HIGH].flatMap((sum) => [...get(sum), ...zero, ...f32x4Max, ...set(sum)]),
  ...end,
  // ya = y + (r · 4 · m + p) · 4, then one row of the block every m · 4 bytes
  ...get(Y),
  ...get(R),
  ...get(M),
  ...mul,
  ...i32(2),
  0x74,
  ...get(P),
  ...add,
  ...i32(2),
  0x74,
  ...add,
  ...set(YA),
  ...[0, 1, 2, 3].flatMap((q) => [
    ...get(YA),
    ...get(LOW[q]!),
    ...v128Store(0),
    ...get(YA),
    ...get(HIGH[q]!),
    ...v128Store(16),
    ...increment(YA, [...get(M), ...i32(2), 0x74]),
  ]),
  ...increment(R, i32(1)),
  ...get(R),
  ...get(BLOCKS),
  ...lessU,
  ...brIf(0),
  ...end,
  ...increment(WP, [...get(K), ...i32(5), 0x74]), // next panel: k · 8 floats further
  ...increment(P, i32(COLUMNS)),
  ...get(P),
  ...get(M),
  ...lessU,
  ...brIf(0),
  ...end,
  ...end,
];
const MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
  ...[0x01, 0x0c, 0x01, 0x60, 0x08, ...new Array<number>(8).fill(0x7f), 0x00], // type: 8 × i32 → nothing
  ...[0x02, 0x0f, 0x01, 0x03, 0x65, 0x6e, 0x76, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x01], // env.memory
  ...[0x03, 0x02, 0x01, 0x00], // one function of that type
  ...[0x07, 0x0a, 0x01, 0x06, 0x6d, 0x61, 0x74, 0x6d, 0x75, 0x6c, 0x00, 0x00], // exported as "matmul"
  ...[0x0a, ...leb(BODY.length + 1 + leb(BODY.length).length), 0x01, ...leb(BODY.length), ...BODY], // its code
]);

function leb(n: number): number[] {
  return n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...leb(n >>> 7)];
}

/** Signed LEB128 (i32.const). */
function sleb(n: number): number[] {
  const low = n & 0x7f;
  const rest = n >> 7;
  const done = (rest === 0 && (low & 0x40) === 0) || (rest === -1 && (low & 0x40) !== 0);
  return done ? [low] : [low | 0x80, ...sleb(rest)];
}

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
        typeof WebAssembly === 'object' && WebAssembly.validate(MODULE) ? new WebAssembly.Module(MODULE) : null;
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
  private readonly kernel: Kernel;
  /** First free byte (weights are appended, never moved); the scratch for x and y lives after them. */
  private used = 0;
  private scratchAt = 0;
  private scratchBytes = 0;

  constructor(module: WasmModule) {
    this.memory = new WebAssembly.Memory({ initial: 1 });
    this.kernel = new WebAssembly.Instance(module, { env: { memory: this.memory } }).exports.matmul as Kernel;
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
    const blocks = Math.ceil(n / ROWS);
    const xBytes = blocks * ROWS * k * 4;
    this.reserveScratch(xBytes + blocks * ROWS * m * 4);
    // x in blocks of 4 rows, the 4 rows' values at each position side by side (missing rows: zeros).
    const packed = new Float32Array(this.memory.buffer, this.scratchAt, blocks * ROWS * k);
    packed.fill(0);
    for (let t = 0; t < n; t++) {
      const base = Math.floor(t / ROWS) * ROWS * k;
      const lane = t % ROWS;
      for (let i = 0; i < k; i++) packed[base + i * ROWS + lane] = x[t * k + i]!;
    }
    const yAt = this.scratchAt + xBytes;
    this.kernel(this.scratchAt, k, blocks, kernelAt, biasAt, m, yAt, relu ? 1 : 0);
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

let warned = false;

/**
 * Dense products in WebAssembly SIMD, or in plain loops where it is unavailable (`module: null` stands for that); the
 * fallback is announced once per process, not per question.
 */
export function denseProducts({ module = simdMatMulModule(), warn = console.warn } = {}): DenseProducts {
  if (module) return new SimdDenseProducts(module);
  if (!warned) {
    warned = true;
    warn('USE-lite: WebAssembly SIMD unavailable, dense products run in plain JavaScript (slower encoding)');
  }
  return new PlainDenseProducts();
}
