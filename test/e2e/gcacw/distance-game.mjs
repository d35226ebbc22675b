// The game the play-at-a-distance check (test/e2e/distance.e2e.mjs) sends between its two tablets.

/** A GCACW game with six units and a phase plan of three attacks on three hexes, as a game file. */
export function gameFile() {
  const id = `distance-${Date.now()}`;
  const unit = (name, side, manpower, combatValue) => ({ id: `${id}-${name}`, gameId: id, name, side, type: 'infantry', strength: manpower, state: { combatValue, artillery: 2, tactical: 2, fatigue: 0 } });
  const units = [unit('Barlow', 'union', 9, 9), unit('Gibbon', 'union', 6, 6), unit('Birney', 'union', 8, 8), unit('Heth', 'confederate', 7, 7), unit('Wilcox', 'confederate', 5, 5), unit('Rodes', 'confederate', 8, 8)];
  const attack = (n, attacker, defender) => ({ id: `attack-${n}`, draft: { title: 'GTC', attackers: [`${id}-${attacker}`], defenders: [`${id}-${defender}`] }, success: null });
  const game = {
    id,
    name: 'Distance check',
    rules: 'gcacw',
    createdAt: 1000,
    updatedAt: 1000,
    rng: [1, 2, 3, 4],
    logHead: { count: 0, hash: '', legacy: 0 },
    plan: { attacks: [attack(1, 'Barlow', 'Heth'), attack(2, 'Gibbon', 'Wilcox'), attack(3, 'Birney', 'Rodes')] },
  };
  return { kind: 'adjutant-game', version: 3, game, units, combats: [], charts: [] };
}
