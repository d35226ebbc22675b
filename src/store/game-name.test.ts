import { describe, expect, it } from 'vitest';
import { GAME_NAME_MAX, UNNAMED, checkGameName, safeGameName } from './game-name';

const INVISIBLES = ['\u200b\u200c\u200d', '\u2060\ufeff', ' \u00a0\u3000 ', '\u00ad', '\u0301\u0308', '\u3164', '\u2800', '\u202e\u202c', '\t\n'];

describe('a game’s name', () => {
  it('is kept trimmed, on one line, and counted as the player sees it', () => {
    expect(checkGameName('  May 1864, first game \n')).toEqual({ ok: true, name: 'May 1864, first game' });
    expect(checkGameName('Line\none')).toEqual({ ok: true, name: 'Line one' });
    // 60 family emoji (7 code points each) and 60 accented letters written with combining marks are 60 characters.
    expect(checkGameName('👨‍👩‍👧‍👦'.repeat(GAME_NAME_MAX)).ok).toBe(true);
    expect(checkGameName('e\u0301'.repeat(GAME_NAME_MAX)).ok).toBe(true);
    expect(checkGameName('x'.repeat(GAME_NAME_MAX + 1))).toEqual({ ok: false, message: 'Game name: at most 60 characters; this one has 61' });
    expect(checkGameName('x'.repeat(100_000))).toEqual({ ok: false, message: 'Game name: at most 60 characters; this one has more than 60' });
    // One letter with a thousand marks stacked on it is one character, drawn a screen tall: refused.
    expect(checkGameName(`Z${'\u0336'.repeat(1000)}`)).toMatchObject({ ok: false, message: expect.stringMatching(/^Game name: a character in it has too many marks/) });
  });

  it('must show something: a name of blanks, zero-width or other invisible characters is refused, naming the field', () => {
    expect(checkGameName('')).toMatchObject({ ok: false, message: expect.stringMatching(/^Game name: give the game a name/) });
    for (const name of INVISIBLES) expect(checkGameName(name), JSON.stringify(name)).toMatchObject({ ok: false, message: expect.stringMatching(/^Game name: /) });
    expect(checkGameName('\u200bGettysburg\u200b').ok).toBe(true);
  });

  it('made safe for a game that comes in with a name that does not fit: cut with "…", or called so it shows', () => {
    expect(safeGameName('Gettysburg')).toBe('Gettysburg');
    expect(safeGameName('Gettysburg', ' (imported)')).toBe('Gettysburg (imported)');
    for (const name of [...INVISIBLES, '']) expect(safeGameName(name)).toBe(UNNAMED);
    const long = safeGameName('word '.repeat(20_000));
    expect([...new Intl.Segmenter().segment(long)]).toHaveLength(GAME_NAME_MAX);
    expect(long.endsWith('word…')).toBe(true);
    const suffixed = safeGameName('y'.repeat(GAME_NAME_MAX), ' (imported)');
    expect(suffixed).toBe(`${'y'.repeat(GAME_NAME_MAX - 12)}… (imported)`);
    for (const raw of ['x'.repeat(100_000), `Z${'\u0336'.repeat(1000)}`, '👨‍👩‍👧‍👦'.repeat(100), `\u200b${'\u0301'.repeat(500)}abc`]) {
      for (const suffix of ['', ' (imported)']) expect(checkGameName(safeGameName(raw, suffix)).ok, JSON.stringify(raw.slice(0, 9))).toBe(true);
    }
  });
});
