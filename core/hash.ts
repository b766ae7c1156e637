/**
 * A small, stable 32-bit hash of a string (FNV-1a, then murmur3's finalizer so that small moduli
 * of it spread evenly): the same in every runtime, for values that must be a fixed function of
 * their inputs (a pair's compatibility terms, a day's lucky number, a wording choice).
 */
export function stableHash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
