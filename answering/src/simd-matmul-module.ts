/**
 * The WebAssembly module of simd-matmul.ts, assembled here (~1 KB, nothing fetched or compiled at build time). It
 * exports `matmul1` … `matmul4`, one per block height (rows of x multiplied at once), all with the parameters
 * (x, k, blocks, w, bias, m, y, relu): byte addresses in the imported memory and sizes.
 *
 *   for each panel of 8 columns of W (packed: k rows × 8 floats, contiguous), its bias in two f32x4 registers:
 *     for each block of `rows` rows of x (packed: at each of the k positions the block's rows side by side):
 *       sums[row] = bias; for i < k: sums[row] += splat(x[row, i]) · W[i, panel]   (8 columns = 2 × f32x4)
 *       optionally ReLU (max with 0), then store the block's rows into y (row-major, m floats a row)
 *
 * With 4 rows that is 8 running sums, 2 weight vectors and a splat: all in SIMD registers.
 */

// Locals: the 8 parameters, then the working variables.
const [X, K, BLOCKS, W, BIAS, M, Y, RELU] = [0, 1, 2, 3, 4, 5, 6, 7];
const [P, WP, R, XP, WI, XEND, YA] = [8, 9, 10, 11, 12, 13, 14];
const [B0, B1, S, W0, W1] = [15, 16, 17, 18, 19];
const LOW = [20, 21, 22, 23]; // row q's sums for columns 0–3 of the panel
const HIGH = [24, 25, 26, 27]; // row q's sums for columns 4–7
const LOCALS = [0x03, 0x07, 0x7f, 0x05, 0x7b, 0x08, 0x7b]; // 7 i32, 5 v128, 8 v128

const get = (local: number) => [0x20, local];
const set = (local: number) => [0x21, local];
const i32 = (n: number) => [0x41, ...sleb(n)];
const [add, mul, shl, lessU] = [[0x6a], [0x6c], [0x74], [0x49]];
const [loop, end, ifThen] = [[0x03, 0x40], [0x0b], [0x04, 0x40]];
const brIf = (depth: number) => [0x0d, depth];
const v128Load = (offset: number) => [0xfd, 0x00, 0x04, ...leb(offset)];
const v128Store = (offset: number) => [0xfd, 0x0b, 0x04, ...leb(offset)];
const loadSplat = (offset: number) => [0xfd, 0x09, 0x02, ...leb(offset)]; // v128.load32_splat
const [f32x4Add, f32x4Mul, f32x4Max] = [
  [0xfd, 0xe4, 0x01],
  [0xfd, 0xe6, 0x01],
  [0xfd, 0xe9, 0x01],
];
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

/** The kernel for blocks of `rows` rows. */
function kernel(rows: number): number[] {
  const each = (f: (q: number) => number[]) => Array.from({ length: rows }, (_, q) => f(q)).flat();
  const sums = [...LOW.slice(0, rows), ...HIGH.slice(0, rows)];
  return [
    ...LOCALS,
    ...[...i32(0), ...set(P), ...get(W), ...set(WP)],
    ...loop, // each panel of 8 columns
    ...[...get(BIAS), ...get(P), ...i32(2), ...shl, ...add, 0x22, YA], // ya = bias + p · 4 (tee)
    ...[...v128Load(0), ...set(B0), ...get(YA), ...v128Load(16), ...set(B1)],
    ...[...i32(0), ...set(R), ...get(X), ...set(XP)],
    ...loop, // each block of rows
    ...each((q) => [...get(B0), ...set(LOW[q]!), ...get(B1), ...set(HIGH[q]!)]),
    ...[...get(WP), ...set(WI)],
    ...[...get(XP), ...get(K), ...i32(rows * 4), ...mul, ...add, ...set(XEND)],
    ...loop, // each of the k positions
    ...[...get(WI), ...v128Load(0), ...set(W0), ...get(WI), ...v128Load(16), ...set(W1)],
    ...each((q) => [
      ...get(XP),
      ...loadSplat(q * 4),
      ...set(S),
      ...multiplyAdd(LOW[q]!, W0),
      ...multiplyAdd(HIGH[q]!, W1),
    ]),
    ...increment(WI, i32(32)),
    ...increment(XP, i32(rows * 4)),
    ...[...get(XP), ...get(XEND), ...lessU, ...brIf(0), ...end],
    ...[...get(RELU), ...ifThen, ...sums.flatMap((sum) => [...get(sum), ...zero, ...f32x4Max, ...set(sum)]), ...end],
    // ya = y + (r · rows · m + p) · 4, then the block's rows m · 4 bytes apart
    ...[...get(Y), ...get(R), ...i32(rows), ...mul, ...get(M), ...mul, ...get(P), ...add, ...i32(2), ...shl, ...add],
    ...set(YA),
    ...each((q) => [
      ...[...get(YA), ...get(LOW[q]!), ...v128Store(0), ...get(YA), ...get(HIGH[q]!), ...v128Store(16)],
      ...increment(YA, [...get(M), ...i32(2), ...shl]),
    ]),
    ...increment(R, i32(1)),
    ...[...get(R), ...get(BLOCKS), ...lessU, ...brIf(0), ...end],
    ...increment(WP, [...get(K), ...i32(5), ...shl]), // the next panel: k · 8 floats further
    ...increment(P, i32(8)),
    ...[...get(P), ...get(M), ...lessU, ...brIf(0), ...end],
    ...end,
  ];
}

const sized = (bytes: number[]) => [...leb(bytes.length), ...bytes];
const section = (id: number, bytes: number[]) => [id, ...sized(bytes)];
const name = (text: string) => sized([...text].map((c) => c.charCodeAt(0)));
const HEIGHTS = [1, 2, 3, 4];

export const MATMUL_MODULE = new Uint8Array([
  ...[0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00], // \0asm, version 1
  ...section(1, [0x01, 0x60, 0x08, ...new Array<number>(8).fill(0x7f), 0x00]), // type 0: 8 × i32 → nothing
  ...section(2, [0x01, ...name('env'), ...name('memory'), 0x02, 0x00, 0x01]), // imports env.memory
  ...section(3, [HEIGHTS.length, ...HEIGHTS.map(() => 0x00)]), // functions, all of type 0
  ...section(7, [HEIGHTS.length, ...HEIGHTS.flatMap((rows, f) => [...name(`matmul${rows}`), 0x00, f])]), // exports
  ...section(10, [HEIGHTS.length, ...HEIGHTS.flatMap((rows) => sized(kernel(rows)))]), // code
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
