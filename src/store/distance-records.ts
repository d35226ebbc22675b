import type { CombatRecord } from './records';
import type { PublicKeyInfo, SignedHead } from './signed-records';

/**
 * The messages of a game played at a distance and the session each device keeps of it, as types
 * (messages.ts reads and writes the messages; distance.ts plays them).
 */

/** An entry as a message carries it: what the chain hashes, the hash and the signature; nothing that names it on a device. */
export type CarriedEntry = Omit<CombatRecord, 'id' | 'gameId' | 'applied' | 'undone' | 'seal' | 'rerollOf'>;


/** One combat declared: its whole description, the attacker's contribution, the attacker's signature, and the sides for the log. */
export interface DeclaredCombat {
  readonly input: unknown;
  readonly contribution: string;
  readonly sig: string;
  readonly sides?: CombatRecord['sides'];
}


/** One settled combat in a reply: what only the defender's tablet knew of its entry, and the defender's signature over the entry. */
export interface SettledCombat {
  readonly at: number;
  readonly when?: CombatRecord['when'];
  readonly sig: string;
}


export type MessageType = 'open' | 'declare' | 'reply';


export interface MessageBody {
  readonly kind: 'adjutant-message';
  readonly v: 1;
  readonly type: MessageType;
  /** The game's id, and its name to say which game a refused message was for. */
  readonly game: string;
  readonly name: string;
  /** The message's number among those its sender sent for the game, from 1. */
  readonly n: number;
  readonly at: number;
  readonly from: PublicKeyInfo;
  /** The tip of the sender's hash chain, with its first message. */
  readonly tip?: string;
  /** How many of the receiver's messages the sender has taken in. */
  readonly ack?: number;
  /** The numbers of the sender's messages whose declarations it abandoned (the receiver may never have had them). */
  readonly abandoned?: readonly number[];
  /** The point of the log the entries follow: the sender's last head the receiver is known to hold. */
  readonly base: { readonly count: number; readonly hash: string };
  /** The sender's entries after `base` (what they logged on their own since, abandoned rolls among them). */
  readonly entries: readonly CarriedEntry[];
  /** The sender's log after this message, signed. */
  readonly head: SignedHead;
  readonly declare?: { readonly id: string; readonly anchor: string; readonly defender: string; readonly combats: readonly DeclaredCombat[] };
  readonly reply?: { readonly to: string; readonly reveal: string; readonly results: readonly SettledCombat[] };
}


export interface Envelope {
  readonly body: MessageBody;
  /** The sender's signature over the body's canonical JSON. */
  readonly sig: string;
}


/**
 * A game played at a distance, on this device (docs/distance.md): this device's hash chain for the
 * game, the opponent's key pinned from their first message, the numbering of the messages each way,
 * this device's declaration awaiting its reply, and the last message made here, to show again.
 */
export interface DistanceSession {
  readonly gameId: string;
  /** The secret seed of this device's hash chain for the game, and how many of its elements have been opened. */
  readonly seed: string;
  readonly opened: number;
  /** How many messages this device has sent for the game, and taken in from the opponent. */
  readonly sent: number;
  readonly received: number;
  readonly opponent?: PublicKeyInfo & { readonly pinnedAt: number };
  /** The opponent's newest opened element (their tip at first): the anchor of this device's next declaration. */
  readonly opponentAnchor?: string;
  /** The last point of the log both tablets hold, as far as this one knows. */
  readonly shared?: { readonly count: number; readonly hash: string };
  readonly pending?: PendingDeclaration;
  /** The declarations this device has answered. */
  readonly answered: readonly string[];
  /** The numbers of this device's messages whose declarations it abandoned: the opponent may never have had them. */
  readonly abandoned?: readonly number[];
  /** The heads of this device's messages, by number: a message of the opponent's that took one in shows they held that log. */
  readonly sentHeads?: readonly { readonly n: number; readonly count: number; readonly hash: string }[];
  /** The last message made here, as its payload, to show again when it went astray. */
  readonly last?: { readonly payload: string; readonly envelope: Envelope; readonly at: number };
}


/** This device's declaration awaiting the opponent's reply. */
export interface PendingDeclaration {
  readonly id: string;
  /** The number of the message that carried it. */
  readonly n: number;
  readonly at: number;
  readonly anchor: string;
  readonly defender: string;
  readonly combats: readonly (DeclaredCombat & { readonly label: string })[];
}

