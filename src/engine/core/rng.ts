/**
 * The one random generator: sfc32, a small fast generator whose whole state is four 32-bit words.
 * The state is plain data, recorded before every roll, so any roll can be replayed and audited.
 */
export type RngState = readonly [number, number, number, number];

/** Fresh state from the platform's cryptographic source (Web Crypto, present in browsers, workers and Node). */
export function seedFromCrypto(): RngState {
  return seedFromWords(...cryptoWords());
}

/**
 * The state a roll starts from: the state recorded in the log with fresh words from the platform's
 * cryptographic source folded in, then warmed up. Two tablets (or two tabs) holding the same
 * recorded state never roll the same dice, and the state a roll used is still what the log keeps
 * with each die, so the roll replays exactly from it.
 */
export function withFreshEntropy(recorded: RngState, fresh: readonly [number, number, number, number] = cryptoWords()): RngState {
  return seedFromWords((recorded[0] ^ fresh[0]) >>> 0, (recorded[1] ^ fresh[1]) >>> 0, (recorded[2] ^ fresh[2]) >>> 0, (recorded[3] ^ fresh[3]) >>> 0);
}

function cryptoWords(): [number, number, number, number] {
  const words = new Uint32Array(4);
  crypto.getRandomValues(words);
  return [words[0] ?? 0, words[1] ?? 0, words[2] ?? 0, words[3] ?? 0];
}

/** Deterministic state from up to four words (tests, replays, benchmarks). Warms the generator up. */
export function seedFromWords(a: number, b = 0, c = 0, d = 1): RngState {
  let state: RngState = [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
  for (let i = 0; i < 12; i++) state = nextUint32(state)[1];
  return state;
}

export function nextUint32(state: RngState): [number, RngState] {
  let [a, b, c, d] = state;
  const t = (((a + b) >>> 0) + d) >>> 0;
  d = (d + 1) >>> 0;
  a = b ^ (b >>> 9);
  b = (c + (c << 3)) >>> 0;
  c = ((c << 21) | (c >>> 11)) >>> 0;
  c = (c + t) >>> 0;
  return [t, [a >>> 0, b, c, d]];
}

const TWO_32 = 2 ** 32;

/** A uniform integer in 1..sides, by rejection so that no face is favoured (no modulo bias). */
export function nextDie(state: RngState, sides = 6): [number, RngState] {
  const limit = TWO_32 - (TWO_32 % sides);
  let s = state;
  for (;;) {
    const [x, next] = nextUint32(s);
    s = next;
    if (x < limit) return [(x % sides) + 1, s];
  }
}

export function isRngState(value: unknown): value is RngState {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value.every((w) => typeof w === 'number' && Number.isInteger(w) && w >= 0 && w < TWO_32)
  );
}
