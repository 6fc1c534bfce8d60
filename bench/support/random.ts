/**
 * A seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for the same seed.
 * What a benchmark's clients draw (which kind of request, which of their records, which search) comes
 * from one of these, never from Math.random: a run's requests are then the same choices every time, only
 * their interleaving varies with the machine.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
