/**
 * Whether 32 bytes are an ed25519 public key, a point on the curve (RFC 8032 §5.1.3): what a
 * program-derived address must not be. BigInt arithmetic modulo 2^255 − 19; no library needed.
 */
const P = 2n ** 255n - 19n;
const mod = (value: bigint) => ((value % P) + P) % P;
const pow = (base: bigint, exponent: bigint): bigint => {
  let result = 1n;
  let b = mod(base);
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % P;
    b = (b * b) % P;
    e >>= 1n;
  }
  return result;
};
const inverse = (value: bigint) => pow(value, P - 2n);
const D = mod(-121665n * inverse(121666n));
const SQRT_M1 = pow(2n, (P - 1n) / 4n);

export const isOnCurve = (bytes: Uint8Array): boolean => {
  if (bytes.length !== 32) return false;
  let y = 0n;
  for (let index = 31; index >= 0; index--) y = (y << 8n) | BigInt(bytes[index] ?? 0);
  y &= (1n << 255n) - 1n;
  // ZIP 215, as the Solana runtime's curve library reads keys: y at or over p is taken mod p.
  y = mod(y);
  const y2 = (y * y) % P;
  const u = mod(y2 - 1n);
  const v = mod(D * y2 + 1n);
  // x = u·v³·(u·v⁷)^((p−5)/8); a root exists when v·x² is u or −u.
  const v3 = (v * v * v) % P;
  const x = (u * v3 * pow(u * v3 * v3 * v, (P - 5n) / 8n)) % P;
  const vx2 = (v * x * x) % P;
  if (vx2 === u) return true;
  if (vx2 === mod(-u)) return (((x * SQRT_M1) % P) * ((x * SQRT_M1) % P) * v) % P === u;
  return false;
};
