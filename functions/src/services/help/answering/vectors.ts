/** Small dense linear algebra for 512-dimensional sentence vectors (Float32Array rows, Float64 accumulators). */

export function dot(a: Float32Array, b: Float32Array, bOffset = 0): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[bOffset + i]!;
  return sum;
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
export function withinScatter(groups: Float32Array[][], dimension: number): { scatter: Float64Array; samples: number } {
  const scatter = new Float64Array(dimension * dimension);
  const diff = new Float64Array(dimension);
  let samples = 0;
  for (const group of groups) {
    if (group.length < 2) continue;
    const mean = new Float64Array(dimension);
    for (const vector of group) for (let i = 0; i < dimension; i++) mean[i]! += vector[i]! / group.length;
    for (const vector of group) {
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
    let sum = x[i]!;
    const row = i * dimension;
    for (let k = 0; k < i; k++) sum -= factor[row + k]! * y[k]!;
    y[i] = sum / factor[row + i]!;
  }
  normalizeInPlace(y);
  out.set(y);
  return out;
}
