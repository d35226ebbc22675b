import type { Transaction } from 'dexie';

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
];
