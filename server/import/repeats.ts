import type { ImportColumn, ImportKind } from '../../contract/import-columns';
import { batchesOf, keysOfBatch, type Memory } from './judge';
import type { FileRow } from './read-file';

/**
 * The dry run's memory of the rows before, in the process, without holding every row's keys: a first pass
 * over the file hashes each row's keys (its phone and name, its cards, its new address) to 32 bits, 4 bytes
 * a key; the second pass, the judging, remembers exactly only the keys whose hash came twice or more: the
 * repeats the verdicts name, and the few keys that share a hash with another by chance. A Map of every key
 * kept 35 MB alive at 100,000 rows (3 keys a row); the hashes keep 1.2 MB (`npm run bench import`: the
 * dry run's live heap 4.3 MB at 100,000 rows as at 10,000), for a second read of the file (0.6 s).
 */
export async function memoryOfRepeats(
  kind: ImportKind,
  columns: ImportColumn[],
  bytes: () => AsyncIterable<Uint8Array>,
): Promise<Memory> {
  const repeated = await repeatedHashes(kind, columns, batchesOf(bytes, columns));
  const lines = new Map<string, number>();
  return {
    load: async () => {},
    get: (key) => (repeated.has(hashOf(key)) ? lines.get(key) : undefined),
    set(key, line) {
      if (repeated.has(hashOf(key))) lines.set(key, line);
    },
  };
}

/** The hashes that more than one key of the file has (one key twice, or two keys by chance). */
async function repeatedHashes(kind: ImportKind, columns: ImportColumn[], batches: AsyncIterable<FileRow[]>) {
  let hashes = new Uint32Array(1 << 16);
  let count = 0;
  for await (const batch of batches) {
    for (const key of keysOfBatch(kind, columns, batch)) {
      if (count === hashes.length) {
        const grown = new Uint32Array(hashes.length * 2);
        grown.set(hashes);
        hashes = grown;
      }
      hashes[count++] = hashOf(key);
    }
  }
  const sorted = hashes.subarray(0, count).sort();
  const repeated = new Set<number>();
  for (let index = 1; index < count; index += 1) {
    if (sorted[index] === sorted[index - 1]) repeated.add(sorted[index]);
  }
  return repeated;
}

/** FNV-1a over the key's UTF-16 units: fast, and spread well enough for a set of a file's keys. */
function hashOf(key: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < key.length; index += 1) {
    hash ^= key.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
