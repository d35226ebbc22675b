import Dexie, { type Table } from 'dexie';
import type { CombatRecord, GameRecord, SettingRecord, UnitRecord } from './records';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema';

export const DB_NAME = 'adjutant';

/** The one schema class. */
export class AdjutantDb extends Dexie {
  games!: Table<GameRecord, string>;
  units!: Table<UnitRecord, string>;
  combats!: Table<CombatRecord, number>;
  settings!: Table<SettingRecord, string>;

  /** The newest schema version this build knows. */
  readonly declaredVersion: number;

  constructor(name = DB_NAME, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    super(name);
    this.declaredVersion = Math.max(...versions.map((v) => v.version));
    for (const v of versions) {
      const declared = this.version(v.version).stores(v.stores);
      if (v.upgrade) declared.upgrade(v.upgrade);
    }
  }
}

let instance: AdjutantDb | undefined;

/** The app's single database connection. */
export function getDb(): AdjutantDb {
  instance ??= new AdjutantDb();
  return instance;
}
