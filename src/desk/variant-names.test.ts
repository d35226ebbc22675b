import { describe, expect, it } from 'vitest';
import { type VariantSetUp, claimed, variantNames } from './variant-names';

const names: Record<string, string> = { s: 'Sedgwick', w: 'Wright', h: 'Hancock', wil: 'Wilcox', heth: 'Heth' };
const name = (id: string) => names[id] ?? id;
const setUp = (attackers: string[], settings: [string, string][], defenders = ['wil']): VariantSetUp => ({ attackers, defenders, settings: settings.map(([key, words]) => ({ key, words })) });

describe('variants named by what differs', () => {
  it('names two variants of one attack by the kind of attack, and says the attack they share once', () => {
    const normal = setUp(['s'], [['attack', 'Normal attack'], ['rain', 'No rain']]);
    const prepared = setUp(['s'], [['attack', 'Prepared attack'], ['rain', 'No rain']]);
    expect(variantNames([normal, prepared], name)).toEqual({ attack: 'Sedgwick → Wilcox', names: ['Normal attack', 'Prepared attack'] });
  });

  it('names units added or left out, and a condition claimed or not', () => {
    const alone = setUp(['s'], [claimed('flank', 'Defender in the flank', false)].map((c) => [c.key, c.words]));
    const joined = setUp(['s', 'w', 'h'], [claimed('flank', 'Defender in the flank', true)].map((c) => [c.key, c.words]));
    expect(variantNames([alone, joined], name).names).toEqual(['Defender in the flank not claimed, without Wright and Hancock', 'Defender in the flank, with Wright and Hancock']);
    expect(variantNames([alone, joined], name).attack).toBe('Sedgwick → Wilcox');
  });

  it('names a setting only where the variants having it differ: one the other kind lacks says nothing', () => {
    const combat = setUp(['s'], [['kind', 'Combat'], ['hasty', 'Not a Hasty Attack']]);
    const probe = setUp(['s'], [['kind', 'Cavalry probe']]);
    expect(variantNames([combat, probe], name).names).toEqual(['Combat', 'Cavalry probe']);
  });

  it('says a variant set up as an earlier one is the same, and names one alone by its units', () => {
    const a = setUp(['s'], [['attack', 'Normal attack']]);
    const b = setUp(['s'], [['attack', 'Prepared attack']]);
    expect(variantNames([a, b, a], name).names).toEqual(['Normal attack', 'Prepared attack', 'The same as A']);
    expect(variantNames([a], name).names).toEqual(['Sedgwick → Wilcox']);
  });

  it('names the defenders when they differ, and says attacks with no attacker in common by their defenders', () => {
    const one = setUp(['s'], [], ['wil']);
    const two = setUp(['w'], [], ['wil', 'heth']);
    expect(variantNames([one, two], name)).toEqual({ attack: 'Attacks on Wilcox', names: ['With Sedgwick, without Wright, not against Heth', 'With Wright, without Sedgwick, also against Heth'] });
  });
});
