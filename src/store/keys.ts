import { fromBase64Url, toBase64Url } from './base64url';
import type { AdjutantDb } from './db';
import { sha256 } from './sha256';
import type { DeviceKeyRecord, PublicKeyInfo, SignerRecord, SigningAlgorithm } from './signed-records';

export type { DeviceKeyRecord, PublicKeyInfo, SignerRecord, SigningAlgorithm };

export interface DeviceKey {
  readonly info: PublicKeyInfo;
  /** The signature of a text's UTF-8 bytes, base64url. */
  sign(text: string): Promise<string>;
}

interface Params {
  readonly generate: EcKeyGenParams | Algorithm;
  readonly sign: EcdsaParams | Algorithm;
  readonly imported: EcKeyImportParams | Algorithm;
}

const PARAMS: Readonly<Record<SigningAlgorithm, Params>> = {
  Ed25519: { generate: { name: 'Ed25519' }, sign: { name: 'Ed25519' }, imported: { name: 'Ed25519' } },
  'ECDSA-P256': { generate: { name: 'ECDSA', namedCurve: 'P-256' }, sign: { name: 'ECDSA', hash: 'SHA-256' }, imported: { name: 'ECDSA', namedCurve: 'P-256' } },
};

export const SIGNING_ALGORITHMS = Object.keys(PARAMS) as SigningAlgorithm[];

const encoder = new TextEncoder();
/** Crockford's base32: no I, L, O or U, so a fingerprint read aloud is not misheard. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A key's fingerprint: 80 bits of the SHA-256 of its algorithm and raw bytes, as 16 base32 characters. */
export function fingerprintOf(alg: SigningAlgorithm, pub: string): string {
  const hex = sha256(`adjutant-key:${alg}:${pub}`).slice(0, 20);
  let out = '';
  for (let i = 0; i < 20; i += 5) {
    const chunk = parseInt(hex.slice(i, i + 5), 16);
    for (let j = 3; j >= 0; j--) out += BASE32[(chunk >> (j * 5)) & 31];
  }
  return out;
}

/** A fingerprint in four groups of four, to read aloud. */
export function spokenFingerprint(fp: string): string {
  return fp.match(/.{1,4}/g)?.join(' ') ?? fp;
}

/** Whether the platform gives this page signing at all (WebCrypto needs a secure origin). */
export function canSign(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.generateKey === 'function';
}

/** A new key pair: Ed25519 where the platform makes one, else ECDSA P-256 (tests may ask for either). */
export async function makeKeyPair(prefer: readonly SigningAlgorithm[] = SIGNING_ALGORITHMS): Promise<Omit<DeviceKeyRecord, 'id' | 'createdAt' | 'name'>> {
  let failure: unknown;
  for (const alg of prefer) {
    try {
      const pair = (await crypto.subtle.generateKey(PARAMS[alg].generate, false, ['sign', 'verify'])) as CryptoKeyPair;
      const pub = toBase64Url(new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey)));
      return { alg, privateKey: pair.privateKey, pub, fp: fingerprintOf(alg, pub) };
    } catch (e) {
      failure = e;
    }
  }
  throw failure instanceof Error ? failure : new Error('this platform makes no signing key');
}

function deviceKeyOf(record: DeviceKeyRecord): DeviceKey {
  const params = PARAMS[record.alg].sign;
  return {
    info: { fp: record.fp, alg: record.alg, pub: record.pub, ...(record.name ? { name: record.name } : {}) },
    sign: async (text) => toBase64Url(new Uint8Array(await crypto.subtle.sign(params, record.privateKey, encoder.encode(text)))),
  };
}

const devices = new WeakMap<AdjutantDb, Promise<DeviceKey | undefined>>();

async function loadOrMake(db: AdjutantDb, prefer?: readonly SigningAlgorithm[]): Promise<DeviceKey | undefined> {
  if (!canSign()) return undefined;
  const stored = await db.keys.get('device');
  if (stored) return deviceKeyOf(stored);
  let made;
  try {
    made = await makeKeyPair(prefer);
  } catch {
    return undefined;
  }
  const record: DeviceKeyRecord = { id: 'device', ...made, createdAt: Date.now() };
  // Another tab may have made the device's key meanwhile: the first one stored is the device's.
  const kept = await db.transaction('rw', db.keys, db.signers, async () => {
    const first = await db.keys.get('device');
    if (first) return first;
    await db.keys.add(record);
    await db.signers.put({ fp: record.fp, alg: record.alg, pub: record.pub, seenAt: record.createdAt });
    return record;
  });
  return deviceKeyOf(kept);
}

/**
 * The device's key, made on first use and kept from then on; undefined where the platform cannot
 * sign (no WebCrypto: a page not served from a secure origin). `prefer` is for tests.
 */
export function deviceKey(db: AdjutantDb, prefer?: readonly SigningAlgorithm[]): Promise<DeviceKey | undefined> {
  let key = devices.get(db);
  if (!key) {
    key = loadOrMake(db, prefer).catch(() => undefined);
    devices.set(db, key);
  }
  return key;
}

/** Names this device's key with the player's name, as the other players will see it. */
export async function setPlayerName(db: AdjutantDb, name: string): Promise<DeviceKey | undefined> {
  const key = await deviceKey(db);
  if (!key) return undefined;
  const trimmed = name.trim().slice(0, 40);
  await db.transaction('rw', db.keys, db.signers, async () => {
    await db.keys.update('device', { name: trimmed });
    await db.signers.update(key.info.fp, { name: trimmed });
  });
  const renamed: DeviceKey = { ...key, info: { ...key.info, ...(trimmed ? { name: trimmed } : { name: undefined }) } };
  devices.set(db, Promise.resolve(renamed));
  return renamed;
}

/** Remembers public keys seen in a file or a message, with the names they came with. */
export async function rememberSigners(db: AdjutantDb, keys: readonly PublicKeyInfo[], now = Date.now()): Promise<void> {
  if (keys.length === 0) return;
  // Read, not made: this runs inside the import's transaction, where the platform's cryptography cannot be awaited.
  const own = (await db.keys.get('device'))?.fp;
  await db.signers.bulkPut(keys.filter((k) => k.fp !== own).map((k) => ({ ...k, seenAt: now })));
}

/** Every public key this device knows (its own among them), by fingerprint; makes no key (the audit worker reads it too). */
export async function knownSigners(db: AdjutantDb): Promise<Map<string, PublicKeyInfo>> {
  const [stored, own] = await Promise.all([db.signers.toArray(), db.keys.get('device')]);
  const map = new Map<string, PublicKeyInfo>(stored.map(({ seenAt: _seenAt, ...k }) => [k.fp, k]));
  if (own) map.set(own.fp, { fp: own.fp, alg: own.alg, pub: own.pub, ...(own.name ? { name: own.name } : {}) });
  return map;
}

const imported = new Map<string, Promise<CryptoKey | undefined>>();

function publicKey(key: Pick<PublicKeyInfo, 'alg' | 'pub'>): Promise<CryptoKey | undefined> {
  const id = `${key.alg}:${key.pub}`;
  let found = imported.get(id);
  if (!found) {
    const bytes = fromBase64Url(key.pub);
    const params = PARAMS[key.alg];
    found = !bytes || !params ? Promise.resolve(undefined) : crypto.subtle.importKey('raw', bytes as BufferSource, params.imported, false, ['verify']).catch(() => undefined);
    imported.set(id, found);
  }
  return found;
}

/** Whether `sig` is the key's signature over the text. A key or signature that cannot be read is false. */
export async function verifySignature(key: Pick<PublicKeyInfo, 'alg' | 'pub'>, text: string, sig: string): Promise<boolean> {
  const bytes = fromBase64Url(sig);
  const verifier = await publicKey(key);
  if (!bytes || !verifier) return false;
  return crypto.subtle.verify(PARAMS[key.alg].sign, verifier, bytes as BufferSource, encoder.encode(text)).catch(() => false);
}

/** Whether a public key's fingerprint is the one it claims. */
export function fingerprintFits(key: PublicKeyInfo): boolean {
  return key.alg in PARAMS && fingerprintOf(key.alg, key.pub) === key.fp;
}
