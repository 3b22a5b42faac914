// The standard normal's quantile function (Acklam's rational approximation, relative error
// < 1.2e-9), for the continuous parts of the model: minutes and a season's percentages.

const a = [
  -39.69683028665376, 220.9460984245205, -275.9285104469687, 138.357751867269, -30.66479806614716,
  2.506628277459239,
];
const b = [
  -54.47609879822406, 161.5858368580409, -155.6989798598866, 66.80131188771972, -13.28068155288572,
];
const c = [
  -0.007784894002430293, -0.3223964580411365, -2.400758277161838, -2.549732539343734,
  4.374664141464968, 2.938163982698783,
];
const d = [0.007784695709041462, 0.3224671290700398, 2.445134137142996, 3.754408661907416];

export function normalQuantile(p: number): number {
  if (p <= 0) return -Infinity;
  if (p >= 1) return Infinity;
  const [a0, a1, a2, a3, a4, a5] = a as [number, number, number, number, number, number];
  const [b0, b1, b2, b3, b4] = b as [number, number, number, number, number];
  const [c0, c1, c2, c3, c4, c5] = c as [number, number, number, number, number, number];
  const [d0, d1, d2, d3] = d as [number, number, number, number];
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (
      (((((c0 * q + c1) * q + c2) * q + c3) * q + c4) * q + c5) /
      ((((d0 * q + d1) * q + d2) * q + d3) * q + 1)
    );
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((a0 * r + a1) * r + a2) * r + a3) * r + a4) * r + a5) * q) /
    (((((b0 * r + b1) * r + b2) * r + b3) * r + b4) * r + 1)
  );
}

/** 10th and 90th percentiles of a normal, kept inside [lo, hi]. */
export function normalRange(mean: number, sd: number, lo = 0, hi = Infinity) {
  const z = normalQuantile(0.9);
  return {
    p10: Math.min(hi, Math.max(lo, mean - z * sd)),
    p90: Math.min(hi, Math.max(lo, mean + z * sd)),
  };
}

/**
 * 10th and 90th percentiles of a quantity between 0 and `cap` that is normal on the logit of its
 * share of `cap`, `sd` being its spread at half the cap (sd · 4 / cap on the logit scale).
 */
export function logitRange(mean: number, sd: number, cap: number) {
  const s = Math.min(0.995, Math.max(0.005, mean / cap));
  const centre = Math.log(s / (1 - s));
  const spread = (normalQuantile(0.9) * sd * 4) / cap;
  const back = (x: number) => cap / (1 + Math.exp(-x));
  return { p10: back(centre - spread), p90: back(centre + spread) };
}
