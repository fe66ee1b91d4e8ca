/**
 * Complementary error function (Abramowitz–Stegun 7.1.26, error < 1.5e-7): ½·erfc(d / σ√2) is
 * the exact Gaussian blur of a straight edge at distance d, which shadows are drawn from.
 */
export function erfc(value: number): number {
  const z = Math.abs(value);
  const t = 1 / (1 + 0.3275911 * z);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const result = poly * Math.exp(-z * z);
  return value >= 0 ? result : 2 - result;
}
