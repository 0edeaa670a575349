/** The value at quantile q (0–1) of a sample, nearest rank; the sample is not reordered. */
export const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!;

export const median = (values: number[]) => quantile(values, 0.5);
