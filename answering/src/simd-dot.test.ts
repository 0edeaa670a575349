import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random';
import { VectorRows } from './simd-dot';
import { dot, normalizeInPlace } from './vectors';

function unitRows(rows: VectorRows, seed: number): void {
  const random = seededRandom(seed);
  for (let slot = 0; slot < rows.rows; slot++) {
    const row = rows.values.subarray(slot * rows.dimension, (slot + 1) * rows.dimension);
    for (let i = 0; i < row.length; i++) row[i] = random() - 0.5;
    normalizeInPlace(row);
  }
}

describe('vector rows compared with a question', () => {
  it.each([512, 48, 20])('gives each row its dot product with the question (dimension %i)', (dimension) => {
    const rows = new VectorRows(50, dimension);
    unitRows(rows, dimension);
    const question = new Float32Array(dimension).map((_, i) => Math.cos(i));
    normalizeInPlace(question);
    rows.setQuery(question);
    for (let slot = 0; slot < rows.rows; slot++)
      expect(rows.queryDot(slot)).toBeCloseTo(dot(question, rows.values, slot * dimension), 6);
  });

  it('compares with the question set last', () => {
    const rows = new VectorRows(3, 512);
    unitRows(rows, 1);
    const first = rows.values.slice(0, 512);
    const second = rows.values.slice(512, 1024);
    rows.setQuery(first);
    expect(rows.queryDot(0)).toBeCloseTo(1, 5);
    rows.setQuery(second);
    expect(rows.queryDot(1)).toBeCloseTo(1, 5);
    expect(rows.queryDot(0)).toBeCloseTo(dot(second, rows.values, 0), 6);
  });
});
