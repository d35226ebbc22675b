import { BASE45, fromBase45, toBase45 } from './base45';
import { sha256 } from './sha256';

/**
 * A hand-over file as a numbered sequence of QR codes, shown one after another on one tablet and
 * read by the other's camera. The file's JSON is gzipped where the browser can, written in base45
 * (a QR code's alphanumeric mode), and cut into frames. Each frame's text is
 * `ADJ1/<transfer>/<index>/<count>/<checksum>/<part>`: a short id for this hand-over, the frame's
 * number from 1, how many there are, and a checksum of the whole, so frames can be read in any
 * order, read twice, and never mixed with another hand-over's.
 */
const PREFIX = 'ADJ1';

/** Base45 characters per frame: with the header about 700 characters, a version-16 code at medium error correction, which a tablet camera reads off a screen. */
export const FRAME_CHARS = 675;

/** The first byte of the assembled data: how the JSON that follows is packed. */
const RAW = 0;
const GZIP = 1;

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());
}

/** A short id, different for each hand-over, so frames of two hand-overs are never put together. */
function transferId(): string {
  return [...crypto.getRandomValues(new Uint8Array(4))].map((b) => BASE45[b % 36]).join('');
}

const checksumOf = (data: string) => sha256(data).slice(0, 12).toUpperCase();

export interface FrameOptions {
  readonly id?: string;
  readonly frameChars?: number;
  /** Off where the browser has no CompressionStream; tests turn it off to see both. */
  readonly gzip?: boolean;
}

/** The QR frames' texts for a file (any JSON value). */
export async function encodeFrames(file: unknown, { id = transferId(), frameChars = FRAME_CHARS, gzip = typeof CompressionStream === 'function' }: FrameOptions = {}): Promise<string[]> {
  const json = new TextEncoder().encode(JSON.stringify(file));
  const packed = gzip ? await through(json, new CompressionStream('gzip')) : json;
  const bytes = new Uint8Array(packed.length + 1);
  bytes[0] = gzip ? GZIP : RAW;
  bytes.set(packed, 1);
  const data = toBase45(bytes);
  const count = Math.ceil(data.length / frameChars);
  const sum = checksumOf(data);
  return Array.from({ length: count }, (_, i) => `${PREFIX}/${id}/${i + 1}/${count}/${sum}/${data.slice(i * frameChars, (i + 1) * frameChars)}`);
}

interface Frame {
  readonly id: string;
  readonly index: number;
  readonly count: number;
  readonly sum: string;
  readonly part: string;
}

const HEADER = /^ADJ1\/([0-9A-Z]{1,8})\/([1-9]\d{0,3})\/([1-9]\d{0,3})\/([0-9A-F]{12})\/(.*)$/s;

function parseFrame(text: string): Frame | undefined {
  const m = HEADER.exec(text);
  if (!m) return undefined;
  const [, id = '', index, count, sum = '', part = ''] = m;
  const frame = { id, index: Number(index), count: Number(count), sum, part };
  return frame.index <= frame.count && [...part].every((ch) => BASE45.includes(ch)) ? frame : undefined;
}

/** What one code read did. */
export type FrameTaken =
  | { readonly kind: 'new' | 'again'; readonly index: number; readonly count: number }
  | { readonly kind: 'refused'; readonly message: string };

/**
 * Gathers the frames of one hand-over as the camera reads them, in any order and any number of
 * times each, and puts the file together once every frame is in.
 */
export class FrameCollector {
  private parts: (string | undefined)[] = [];
  private id: string | undefined;
  private count = 0;
  private sum = '';

  /** Which frames are in, by index from 0 (empty before the first frame is read). */
  get received(): readonly boolean[] {
    return this.parts.map((p) => p !== undefined);
  }

  get complete(): boolean {
    return this.count > 0 && this.parts.every((p) => p !== undefined);
  }

  /** The transfer being gathered, once a frame of it is in. */
  get transfer(): string | undefined {
    return this.id;
  }

  take(text: string): FrameTaken {
    const frame = parseFrame(text);
    if (!frame) return { kind: 'refused', message: 'this code is not a frame of an Adjutant hand-over' };
    if (this.id === undefined) {
      this.id = frame.id;
      this.count = frame.count;
      this.sum = frame.sum;
      this.parts = Array.from({ length: frame.count }, () => undefined);
    } else if (frame.id !== this.id) {
      return { kind: 'refused', message: `this code belongs to another hand-over (${frame.id}); still reading ${this.id} — start again to read the new one` };
    } else if (frame.count !== this.count || frame.sum !== this.sum) {
      return { kind: 'refused', message: `frame ${frame.index} does not match the other frames of hand-over ${this.id}; it was left out` };
    }
    const known = this.parts[frame.index - 1];
    if (known !== undefined) {
      if (known !== frame.part) return { kind: 'refused', message: `frame ${frame.index} was read twice with different contents; the first reading is kept` };
      return { kind: 'again', index: frame.index, count: this.count };
    }
    this.parts[frame.index - 1] = frame.part;
    return { kind: 'new', index: frame.index, count: this.count };
  }

  /** The frames still to be read, numbered from 1. */
  missing(): number[] {
    return this.parts.flatMap((p, i) => (p === undefined ? [i + 1] : []));
  }

  /** The file the frames carry; throws, with a message for the player, when it cannot be put together. */
  async assemble(): Promise<unknown> {
    const missing = this.missing();
    if (this.count === 0) throw new Error('no frame has been read yet');
    if (missing.length > 0) throw new Error(`frame${missing.length === 1 ? '' : 's'} ${missing.join(', ')} of ${this.count} ${missing.length === 1 ? 'is' : 'are'} still to be read`);
    const data = this.parts.join('');
    if (checksumOf(data) !== this.sum) throw new Error('the frames read do not add up to what was sent (the checksum differs); start again');
    const bytes = fromBase45(data);
    const packed = bytes?.subarray(1);
    if (!bytes || !packed || (bytes[0] !== RAW && bytes[0] !== GZIP)) throw new Error('the frames read are not a hand-over this app can read; start again');
    let json: Uint8Array;
    try {
      json = bytes[0] === GZIP ? await through(packed, new DecompressionStream('gzip')) : packed;
    } catch {
      throw new Error('the frames read could not be unpacked; start again');
    }
    try {
      return JSON.parse(new TextDecoder().decode(json)) as unknown;
    } catch {
      throw new Error('the frames read are not a hand-over file; start again');
    }
  }
}
