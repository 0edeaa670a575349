import { dot } from './vectors';

// The part of the WebAssembly global used here (the project's TypeScript libraries do not declare it).
declare const WebAssembly: {
  validate(bytes: Uint8Array): boolean;
  Module: new (bytes: Uint8Array) => WasmModule;
  Instance: new (module: WasmModule, imports: object) => { exports: Record<string, unknown> };
  Memory: new (descriptor: { initial: number }) => { buffer: ArrayBuffer };
};
type WasmModule = { readonly kind?: 'wasm module' };

/**
 * Rows of float32 vectors kept in WebAssembly memory, so that a question can be compared with thousands of them by a
 * 128-bit SIMD dot product (four lanes, four running sums: ~4× the plain loop, which V8 does not vectorise). The
 * module is ~230 bytes assembled below, so nothing is fetched or compiled at build time. Sums run in float32 where the
 * loop's run in float64: scores move by ~1e-7. Without WebAssembly SIMD (or for a dimension that is not a multiple
 * of 16) the plain loop answers.
 */
const BODY = [
  ...[0x02, 0x01, 0x7f, 0x04, 0x7b], // locals: end (i32), four v128 sums
  ...[0x20, 0x00, 0x20, 0x02, 0x41, 0x02, 0x74, 0x6a, 0x21, 0x03], // end = a + n·4
  ...[0x03, 0x40], // loop
  ...accumulate(4, 0x00),
  ...accumulate(5, 0x10),
  ...accumulate(6, 0x20),
  ...accumulate(7, 0x30),
  ...[0x20, 0x00, 0x41, 0xc0, 0x00, 0x6a, 0x21, 0x00], // a += 64
  ...[0x20, 0x01, 0x41, 0xc0, 0x00, 0x6a, 0x21, 0x01], // b += 64
  ...[0x20, 0x00, 0x20, 0x03, 0x49, 0x0d, 0x00, 0x0b], // while a < end
  ...[0x20, 0x04, 0x20, 0x05, 0xfd, 0xe4, 0x01, 0x20, 0x06, 0x20, 0x07, 0xfd, 0xe4, 0x01, 0xfd, 0xe4, 0x01, 0x21, 0x04],
  ...[0x20, 0x04, 0xfd, 0x1f, 0x00, 0x20, 0x04, 0xfd, 0x1f, 0x01, 0x92], // lane 0 + lane 1
  ...[0x20, 0x04, 0xfd, 0x1f, 0x02, 0x92, 0x20, 0x04, 0xfd, 0x1f, 0x03, 0x92, 0x0b], // + lane 2 + lane 3
];
const MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
  ...[0x01, 0x08, 0x01, 0x60, 0x03, 0x7f, 0x7f, 0x7f, 0x01, 0x7d], // type: (i32 a, i32 b, i32 n) → f32
  ...[0x02, 0x0f, 0x01, 0x03, 0x65, 0x6e, 0x76, 0x06, 0x6d, 0x65, 0x6d, 0x6f, 0x72, 0x79, 0x02, 0x00, 0x01], // env.memory
  ...[0x03, 0x02, 0x01, 0x00], // one function of that type
  ...[0x07, 0x07, 0x01, 0x03, 0x64, 0x6f, 0x74, 0x00, 0x00], // exported as "dot"
  ...[0x0a, ...leb(BODY.length + 1 + leb(BODY.length).length), 0x01, ...leb(BODY.length), ...BODY], // its code
]);

function leb(n: number): number[] {
  return n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...leb(n >> 7)];
}

/** sum[local] += v128.load(a + offset) · v128.load(b + offset) */
function accumulate(local: number, offset: number): number[] {
  return [
    ...[0x20, local, 0x20, 0x00, 0xfd, 0x00, 0x00, offset, 0x20, 0x01, 0xfd, 0x00, 0x00, offset],
    ...[0xfd, 0xe6, 0x01, 0xfd, 0xe4, 0x01, 0x21, local],
  ];
}

let compiled: WasmModule | null | undefined;
function simdModule(): WasmModule | null {
  if (compiled === undefined) compiled = WebAssembly.validate(MODULE) ? new WebAssembly.Module(MODULE) : null;
  return compiled;
}

const PAGE = 65536;

export class VectorRows {
  /** The rows, one after the other (dimension floats each). */
  readonly values: Float32Array;
  private readonly query: Float32Array;
  private readonly simd: ((a: number, b: number, n: number) => number) | null;

  constructor(
    readonly rows: number,
    readonly dimension: number,
  ) {
    const module = dimension % 16 === 0 ? simdModule() : null;
    if (!module) {
      this.values = new Float32Array(rows * dimension);
      this.query = new Float32Array(dimension);
      this.simd = null;
      return;
    }
    const memory = new WebAssembly.Memory({ initial: Math.ceil(((rows + 1) * dimension * 4) / PAGE) || 1 });
    const instance = new WebAssembly.Instance(module, { env: { memory } });
    this.simd = instance.exports.dot as (a: number, b: number, n: number) => number;
    this.values = new Float32Array(memory.buffer, 0, rows * dimension);
    this.query = new Float32Array(memory.buffer, rows * dimension * 4, dimension);
  }

  /** Sets the vector that queryDot compares rows with. */
  setQuery(vector: Float32Array): void {
    this.query.set(vector);
  }

  /** The query's dot product with the row at a slot. */
  queryDot(slot: number): number {
    const at = slot * this.dimension;
    return this.simd ? this.simd(this.query.byteOffset, at * 4, this.dimension) : dot(this.query, this.values, at);
  }
}
