/**
 * Refusals quote what they refuse briefly: a value, a field name or a path a player typed (or a file
 * carried) may be megabytes long, and a message must stay a message.
 */

/** How much of a bad value a refusal quotes. */
export const BRIEF_LENGTH = 40;
/** The longest a refusal's message gets, whatever it quotes. */
export const MAX_MESSAGE_LENGTH = 300;

/** Text cut to its first `max` characters, marked with "…" where it was cut. */
export function brief(text: string, max = BRIEF_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** A value as a refusal names what it found: text quoted briefly, anything else by its kind. */
export function foundWords(input: unknown): string {
  if (input === undefined) return 'nothing';
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'a list';
  if (typeof input === 'object') return 'a group of fields';
  if (typeof input === 'string') return `text "${brief(input)}"`;
  return brief(String(input));
}

/** valibot's `received` (a quoted string, a type name or "undefined") in the player's words, briefly. */
export function receivedWords(received: string): string {
  if (received === 'undefined') return 'nothing';
  const quoted = received.length > 1 && received.startsWith('"') && received.endsWith('"');
  return quoted ? `"${brief(received.slice(1, -1))}"` : brief(received);
}

const LONG_QUOTE = new RegExp(`"([^"]{${BRIEF_LENGTH + 1},})"`, 'g');
const LONG_WORD = new RegExp(`[^\\s"]{${2 * BRIEF_LENGTH + 1},}`, 'g');

/**
 * A message made safe to show whoever wrote it: a quoted value or an unbroken run of characters (a
 * field name, a number) longer than a brief quote is cut, and the whole kept under the longest message.
 */
export function briefMessage(message: string): string {
  const cut = message.replace(LONG_QUOTE, (_, quoted: string) => `"${brief(quoted)}"`).replace(LONG_WORD, (word) => brief(word, 2 * BRIEF_LENGTH));
  return brief(cut, MAX_MESSAGE_LENGTH - 1);
}

/** A dotted field path with every over-long part cut ("attackers.0.xxxx…"). */
export function briefPath(path: string): string {
  return brief(
    path
      .split('.')
      .map((part) => brief(part))
      .join('.'),
    2 * BRIEF_LENGTH,
  );
}
