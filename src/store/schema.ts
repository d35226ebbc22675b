import type { Transaction } from 'dexie';
import type { CombatRecord, GameRecord } from './records';

/**
 * Every schema version the database has had, oldest first. Versions are only ever added: to change
 * the schema, append a version with its stores and, if data must move, an upgrade function.
 * Never edit or remove a version that has shipped.
 */
export interface SchemaVersion {
  readonly version: number;
  readonly stores: Readonly<Record<string, string | null>>;
  readonly upgrade?: (tx: Transaction) => Promise<void>;
}

export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: {
      games: 'id, updatedAt',
      units: 'id, gameId',
      combats: '++id, gameId, [gameId+at]',
      settings: 'key',
    },
  },
  // The player's own charts, entered from their printed sheet (charts.ts): a new store, nothing moves.
  { version: 2, stores: { charts: 'id, rules, [rules+slot]' } },
  // Each game record keeps its log's head (chain.ts): worked out here from each game's log as it
  // stands; its entries, all written before every field was hashed, are counted as older entries.
  { version: 3, stores: {}, upgrade: addLogHeads },
  // Signed logs and play at a distance (keys.ts, heads.ts, distance.ts): the device's key pair, the
  // public keys it has seen, each game's pinned keys, the signed heads of logs kept as witness, and
  // each game's distance session. New stores only: entries written before stay as they are, unsigned.
  {
    version: 4,
    stores: { keys: 'id', signers: 'fp', pins: '[gameId+name], gameId', heads: '++id, gameId', distance: 'gameId' },
  },
];

async function addLogHeads(tx: Transaction): Promise<void> {
  const games = tx.table<GameRecord, string>('games');
  const combats = tx.table<CombatRecord, number>('combats');
  for (const id of await games.toCollection().primaryKeys()) {
    const log = await combats.where('gameId').equals(id).toArray();
    await games.update(id, { logHead: { count: log.length, hash: log.at(-1)?.hash ?? '', legacy: log.length } });
  }
}
