/** The element-wise parts of USE-lite's transformer layers for one sentence (use-lite.ts), in plain loops. */

const HEADS = 4;
const LAYER_NORM_EPSILON = 1e-6;

/** Layer normalisation over each row's channels, with the graph's steps (mean, centred variance + ε, rsqrt). */
export function layerNorm(
  x: Float32Array,
  n: number,
  width: number,
  { scale, bias }: { scale: Float32Array; bias: Float32Array },
): Float32Array {
  const out = new Float32Array(x.length);
  for (let t = 0; t < n; t++) {
    const row = t * width;
    let mean = 0;
    for (let c = 0; c < width; c++) mean += x[row + c]!;
    mean /= width;
    let variance = 0;
    for (let c = 0; c < width; c++) variance += (x[row + c]! - mean) ** 2;
    const inverse = 1 / Math.sqrt(variance / width + LAYER_NORM_EPSILON);
    for (let c = 0; c < width; c++) out[row + c] = scale[c]! * inverse * (x[row + c]! - mean) + bias[c]!;
  }
  return out;
}

/** Multi-head self-attention over the n tokens: qkv rows hold [q | k | v], each `width` channels in HEADS heads. */
export function attention(qkv: Float32Array, n: number, width: number, queryScale: number): Float32Array {
  const depth = width / HEADS;
  const stride = 3 * width;
  const out = new Float32Array(n * width);
  const weights = new Float64Array(n);
  for (let h = 0; h < HEADS; h++) {
    const offset = h * depth;
    for (let i = 0; i < n; i++) {
      let largest = -Infinity;
      for (let j = 0; j < n; j++) {
        let logit = 0;
        for (let d = 0; d < depth; d++)
          logit += Math.fround(qkv[i * stride + offset + d]! * queryScale) * qkv[j * stride + width + offset + d]!;
        weights[j] = logit;
        largest = Math.max(largest, logit);
      }
      let total = 0;
      for (let j = 0; j < n; j++) total += weights[j] = Math.exp(weights[j]! - largest);
      for (let d = 0; d < depth; d++) {
        let sum = 0;
        for (let j = 0; j < n; j++) sum += weights[j]! * qkv[j * stride + 2 * width + offset + d]!;
        out[i * width + offset + d] = sum / total;
      }
    }
  }
  return out;
}
