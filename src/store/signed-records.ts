/**
 * The records of signing as the database keeps them and files carry them: keys, signed heads and
 * pinned keys (keys.ts, heads.ts and pins.ts work with them).
 */

/**
 * The device's signing key. Each installation makes one key pair with the platform's cryptography
 * (WebCrypto): Ed25519 where the platform has it, else ECDSA P-256. The private key is made
 * non-extractable and kept in IndexedDB with the games (the browser stores the key object itself; its
 * bytes are never readable by any script); the public key goes with every game file, hand-over and
 * message, named by a short fingerprint both players can compare aloud.
 */
export type SigningAlgorithm = 'Ed25519' | 'ECDSA-P256';


/** A public key as files and messages carry it. */
export interface PublicKeyInfo {
  /** The fingerprint: 16 characters of base32 from the SHA-256 of the algorithm and the key. */
  readonly fp: string;
  readonly alg: SigningAlgorithm;
  /** The raw public key, base64url. */
  readonly pub: string;
  /** The player's name as they gave it on their device; anyone can write any name, so it only labels the key. */
  readonly name?: string;
}


/** The device's key pair as it is stored (the `keys` table, one record). */
export interface DeviceKeyRecord {
  readonly id: 'device';
  readonly alg: SigningAlgorithm;
  readonly privateKey: CryptoKey;
  readonly pub: string;
  readonly fp: string;
  readonly createdAt: number;
  readonly name?: string;
}


/** A public key this device has seen, with the name it last came with (the `signers` table). */
export interface SignerRecord extends PublicKeyInfo {
  readonly seenAt: number;
}


/**
 * A log's head as its writer signed it: the game, how many entries its log held, the newest one's
 * hash, and when. Each hand-over and each distance message carries the sender's; the receiver keeps
 * it. A signature says who wrote an entry, but cannot stop a player rewriting what only their own
 * device signed: a history that contradicts a head its writer signed earlier is a fork, and the
 * other player's tablet, or file, holds the proof in the writer's own signature.
 */
export interface SignedHead {
  readonly game: string;
  readonly count: number;
  readonly hash: string;
  readonly legacy: number;
  readonly at: number;
  /** The fingerprint of the key that signed it. */
  readonly signer: string;
  readonly sig: string;
}


/** A signed head kept on this device, for the game as it is named here. */
export interface KeptHead extends SignedHead {
  readonly id?: number;
  readonly gameId: string;
  readonly keptAt: number;
}


/**
 * The keys a game has pinned, each under the player's name it first came with: the first key seen
 * for a name in a game is that player's from then on. A later key for the same name is not
 * taken in its place; it is named, with both fingerprints, so the players can compare them aloud.
 */
export interface PinRecord {
  readonly gameId: string;
  /** The player's name, or the key's fingerprint for a key that came with no name. */
  readonly name: string;
  readonly fp: string;
  readonly pinnedAt: number;
}

