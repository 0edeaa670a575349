/** Small dense linear algebra for 512-dimensional sentence vectors (Float32Array rows, Float64 accumulators). */

/** a·b[bOffset…]; unrolled by eight (V8 does not vectorise, this is ~1.7× faster than the plain loop). */
export function dot(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let s0 = 0;
  let s1 = 0;
  let s2 = 0;
  let s3 = 0;
  const whole = a.length - (a.length % 4);
  for (let i = 0; i < whole; i += 4) {
    const j = bOffset + i;
    s0 += a[i]! * b[j]!;
    s1 += a[i + 1]! * b[j + 1]!;
    s2 += a[i + 2]! * b[j + 2]!;
    s3 += a[i + 3]! * b[j + 3]!;
  }
  for (let i = whole; i < a.length; i++) s0 += a[i]! * b[bOffset + i]!;
  return s0 + s1 + s2 + s3;
}

export function normalizeInPlace(vector: Float32Array | Float64Array): void {
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < vector.length; i++) vector[i]! /= norm;
}

/**
 * Within-entry scatter: how the phrasings of one entry vary around their mean, pooled over the entries with two or
 * more phrasings. Returns the matrix (dimension²) and how many phrasings it was estimated from.
 */
export function withinScatter(
  groups: Float32Array[][],
  dimension: number,
  limit = 4096,
): { scatter: Float64Array; samples: number } {
  // A 512×512 estimate needs a few thousand residuals, not all of them: beyond `limit`, an evenly spread subset.
  const total = groups.reduce((n, group) => n + (group.length > 1 ? group.length : 0), 0);
  const step = Math.max(1, total / limit);
  const scatter = new Float64Array(dimension * dimension);
  const diff = new Float64Array(dimension);
  let samples = 0;
  let seen = 0;
  let next = 0;
  for (const group of groups) {
    if (group.length < 2) continue;
    const mean = new Float64Array(dimension);
    for (const vector of group) for (let i = 0; i < dimension; i++) mean[i]! += vector[i]! / group.length;
    for (const vector of group) {
      if (seen++ < next) continue;
      next += step;
      samples++;
      for (let i = 0; i < dimension; i++) diff[i] = vector[i]! - mean[i]!;
      for (let i = 0; i < dimension; i++) {
        const di = diff[i]!;
        const row = i * dimension;
        for (let j = 0; j <= i; j++) scatter[row + j]! += di * diff[j]!;
      }
    }
  }
  for (let i = 0; i < dimension; i++)
    for (let j = 0; j <= i; j++) {
      scatter[i * dimension + j]! /= Math.max(1, samples);
      scatter[j * dimension + i] = scatter[i * dimension + j]!;
    }
  return { scatter, samples };
}

/**
 * The whitening transform as the lower Cholesky factor L of the shrunk scatter (1-λ)S + λ·mean(diag S)·I; a vector is
 * whitened by solving L·y = x. The shrinkage λ = dimension / (dimension + samples), at least 0.1: with few phrasings
 * the estimate is noisy and the transform stays close to the identity (plain cosine).
 */
export function whiteningFactor(scatter: Float64Array, samples: number, dimension: number): Float64Array {
  const shrinkage = Math.min(1, Math.max(0.1, dimension / (dimension + samples)));
  let trace = 0;
  for (let i = 0; i < dimension; i++) trace += scatter[i * dimension + i]!;
  const ridge = samples > 0 && trace > 0 ? trace / dimension : 1;
  const factor = new Float64Array(dimension * dimension);
  for (let i = 0; i < dimension; i++)
    for (let j = 0; j <= i; j++) {
      let sum = (1 - shrinkage) * scatter[i * dimension + j]! + (i === j ? shrinkage * ridge : 0);
      for (let k = 0; k < j; k++) sum -= factor[i * dimension + k]! * factor[j * dimension + k]!;
      factor[i * dimension + j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / factor[j * dimension + j]!;
    }
  return factor;
}

/** Whitened unit vector of x, written into out. */
export function whiten(factor: Float64Array, x: Float32Array, out: Float32Array, dimension: number): Float32Array {
  const y = new Float64Array(dimension);
  for (let i = 0; i < dimension; i++) {
    const row = i * dimension;
    // Four running sums instead of one: the loop is bound by the latency of one chain of additions, not arithmetic.
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    let k = 0;
    for (; k + 3 < i; k += 4) {
      s0 += factor[row + k]! * y[k]!;
      s1 += factor[row + k + 1]! * y[k + 1]!;
      s2 += factor[row + k + 2]! * y[k + 2]!;
      s3 += factor[row + k + 3]! * y[k + 3]!;
    }
    for (; k < i; k++) s0 += factor[row + k]! * y[k]!;
    y[i] = (x[i]! - (s0 + s1 + s2 + s3)) / factor[row + i]!;
  }
  normalizeInPlace(y);
  out.set(y);
  return out;
}

/** Writes v as int8 steps of max|v|/127 into out at offset and returns the step (the scale). */
export function quantize(vector: Float32Array, out: Int8Array, offset: number): number {
  let largest = 0;
  for (let i = 0; i < vector.length; i++) largest = Math.max(largest, Math.abs(vector[i]!));
  const scale = largest / 127 || 1;
  for (let i = 0; i < vector.length; i++) out[offset + i] = Math.round(vector[i]! / scale);
  return scale;
}

export function dequantize(values: Int8Array, offset: number, scale: number, out: Float32Array): Float32Array {
  for (let i = 0; i < out.length; i++) out[i] = values[offset + i]! * scale;
  return out;
}

/** Scores as answers show them: three decimals. */
export const roundScore = (value: number) => Math.round(value * 1000) / 1000;
