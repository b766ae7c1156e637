/**
 * The ChaCha20 block function (RFC 8439, §2.3), used as a deterministic stream of random words
 * from a 256-bit key: the tarot deal expands its seed with it, so that anyone holding a deal's
 * seed can replay the shuffle exactly (docs/decisions/040-a-fair-deal.md).
 */

const rotl = (v: number, n: number) => (v << n) | (v >>> (32 - n));

function quarterRound(s: Uint32Array, a: number, b: number, c: number, d: number): void {
  s[a] = (s[a]! + s[b]!) | 0;
  s[d] = rotl(s[d]! ^ s[a]!, 16);
  s[c] = (s[c]! + s[d]!) | 0;
  s[b] = rotl(s[b]! ^ s[c]!, 12);
  s[a] = (s[a]! + s[b]!) | 0;
  s[d] = rotl(s[d]! ^ s[a]!, 8);
  s[c] = (s[c]! + s[d]!) | 0;
  s[b] = rotl(s[b]! ^ s[c]!, 7);
}

/** "expand 32-byte k" as four little-endian words. */
const SIGMA = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];

/** One 64-byte block as sixteen 32-bit words, for a 32-byte key, a block counter and a 12-byte nonce. */
export function chachaBlock(key: Uint8Array, counter: number, nonce: Uint8Array = new Uint8Array(12)): Uint32Array {
  if (key.length !== 32) throw new RangeError('ChaCha20 takes a 32-byte key');
  if (nonce.length !== 12) throw new RangeError('ChaCha20 takes a 12-byte nonce');
  const keyWords = new DataView(key.buffer, key.byteOffset, 32);
  const nonceWords = new DataView(nonce.buffer, nonce.byteOffset, 12);
  const state = new Uint32Array(16);
  state.set(SIGMA, 0);
  for (let i = 0; i < 8; i++) state[4 + i] = keyWords.getUint32(i * 4, true);
  state[12] = counter >>> 0;
  for (let i = 0; i < 3; i++) state[13 + i] = nonceWords.getUint32(i * 4, true);
  const working = state.slice();
  for (let round = 0; round < 10; round++) {
    quarterRound(working, 0, 4, 8, 12);
    quarterRound(working, 1, 5, 9, 13);
    quarterRound(working, 2, 6, 10, 14);
    quarterRound(working, 3, 7, 11, 15);
    quarterRound(working, 0, 5, 10, 15);
    quarterRound(working, 1, 6, 11, 12);
    quarterRound(working, 2, 7, 8, 13);
    quarterRound(working, 3, 4, 9, 14);
  }
  for (let i = 0; i < 16; i++) working[i] = (working[i]! + state[i]!) | 0;
  return working;
}

/** An endless stream of uniformly random 32-bit words from a 32-byte key (block 0 first). */
export function wordStream(key: Uint8Array): () => number {
  let counter = 0;
  let block = chachaBlock(key, counter);
  let index = 0;
  return () => {
    if (index === 16) {
      counter++;
      block = chachaBlock(key, counter);
      index = 0;
    }
    return block[index++]! >>> 0;
  };
}
