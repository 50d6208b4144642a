import type { Coefficients } from '#server/engine/decision/model.ts';

export type Sample = { x: readonly number[]; y: 0 | 1; weight: number };

/** Solves A x = b for a symmetric positive-definite A (Cholesky); A is small (one row per feature). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const l = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = a[i]![j]!;
      for (let k = 0; k < j; k++) sum -= l[i]![k]! * l[j]![k]!;
      l[i]![j] = i === j ? Math.sqrt(Math.max(sum, 1e-12)) : sum / l[j]![j]!;
    }
  }
  const y = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    let sum = b[i]!;
    for (let k = 0; k < i; k++) sum -= l[i]![k]! * y[k]!;
    y[i] = sum / l[i]![i]!;
  }
  const x = new Array<number>(n).fill(0);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i]!;
    for (let k = i + 1; k < n; k++) sum -= l[k]![i]! * x[k]!;
    x[i] = sum / l[i]![i]!;
  }
  return x;
}

const sigmoid = (z: number) => (z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z)));

/**
 * L2-regularised logistic regression by Newton's method on standardised features: exact, fast for a few dozen
 * features, and deterministic (no random start, no sampling). `l2` is the penalty on the weights (not the bias)
 * relative to the total sample weight.
 */
export function fitLogistic(samples: readonly Sample[], l2: number, iterations = 25): Coefficients {
  const d = samples[0]?.x.length ?? 0;
  const total = samples.reduce((s, x) => s + x.weight, 0);
  const mean = new Array<number>(d).fill(0);
  for (const s of samples) for (let i = 0; i < d; i++) mean[i]! += (s.weight * s.x[i]!) / total;
  const scale = new Array<number>(d).fill(0);
  for (const s of samples) for (let i = 0; i < d; i++) scale[i]! += (s.weight * (s.x[i]! - mean[i]!) ** 2) / total;
  for (let i = 0; i < d; i++) scale[i] = Math.sqrt(scale[i]!) > 1e-9 ? Math.sqrt(scale[i]!) : 1;
  const rows = samples.map((s) => [1, ...s.x.map((v, i) => (v - mean[i]!) / scale[i]!)]);
  const beta = new Array<number>(d + 1).fill(0);
  const lambda = l2 * total;
  for (let it = 0; it < iterations; it++) {
    const grad = beta.map((b, j) => (j === 0 ? 0 : lambda * b));
    const hess = Array.from({ length: d + 1 }, (_, i) => Array.from({ length: d + 1 }, (_, j) => (i === j && i > 0 ? lambda : 0)));
    rows.forEach((row, n) => {
      const { y, weight } = samples[n]!;
      let z = 0;
      for (let j = 0; j <= d; j++) z += beta[j]! * row[j]!;
      const p = sigmoid(z);
      const g = weight * (p - y);
      const h = weight * Math.max(p * (1 - p), 1e-9);
      for (let i = 0; i <= d; i++) {
        grad[i]! += g * row[i]!;
        const hi = h * row[i]!;
        if (hi === 0) continue;
        const hr = hess[i]!;
        for (let j = 0; j <= i; j++) hr[j]! += hi * row[j]!;
      }
    });
    for (let i = 0; i <= d; i++) for (let j = 0; j < i; j++) hess[j]![i] = hess[i]![j]!;
    const step = solve(hess, grad);
    let change = 0;
    for (let j = 0; j <= d; j++) {
      beta[j]! -= step[j]!;
      change = Math.max(change, Math.abs(step[j]!));
    }
    if (change < 1e-8) break;
  }
  const round = (v: number) => Number(v.toFixed(6));
  return { bias: round(beta[0]!), weights: beta.slice(1).map(round), mean: mean.map(round), scale: scale.map(round) };
}
