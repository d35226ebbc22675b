import Dexie, { type Table } from 'dexie';
import type { DistanceSession } from './distance-records';
import type { DeviceKeyRecord, KeptHead, PinRecord, SignerRecord } from './signed-records';
import type { ChartRecord, CombatRecord, GameRecord, SettingRecord, UnitRecord } from './records';
import { SCHEMA_VERSIONS, type SchemaVersion } from './schema';

export const DB_NAME = 'adjutant';

/**
 * The one schema class. Every write asks for strict durability: the browser reports a write done
 * only once it is on disk, so a roll the app shows (it shows a roll only after its write is done)
 * survives the tablet losing power or the browser being killed. Dexie takes durability for the
 * whole connection only (Chromium honours it; browsers without it ignore it); the writes besides
 * rolls are few and small (a draft, a unit, a map edit).
 */
export class AdjutantDb extends Dexie {
  games!: Table<GameRecord, string>;
  units!: Table<UnitRecord, string>;
  combats!: Table<CombatRecord, number>;
  settings!: Table<SettingRecord, string>;
  charts!: Table<ChartRecord, string>;
  keys!: Table<DeviceKeyRecord, string>;
  signers!: Table<SignerRecord, string>;
  pins!: Table<PinRecord, [string, string]>;
  heads!: Table<KeptHead, number>;
  distance!: Table<DistanceSession, string>;

  /** The newest schema version this build knows. */
  readonly declaredVersion: number;

  constructor(name = DB_NAME, versions: readonly SchemaVersion[] = SCHEMA_VERSIONS) {
    // No live queries read this database (tabs tell each other of changes themselves, changes.ts),
    // so Dexie's query cache and its change tracking would only cost each write its time.
    super(name, { chromeTransactionDurability: 'strict', cache: 'disabled' });
    this.unuse({ stack: 'dbcore', name: 'Observability' });
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
