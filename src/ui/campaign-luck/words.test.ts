import { expect } from '@open-wc/testing';
import { CIVIL_WAR_SIDES } from '../../desk/rules';
import { percent, reading, sideName } from './words';

describe('campaign luck in words', () => {
  it('gives a chance as a percentage, and one too small to show as under 0.1%', () => {
    expect([0.08368, 0.5, 1, 0.0004, 0, 2 ** -600].map(percent)).to.deep.equal(['8.4%', '50%', '100%', 'under 0.1%', 'under 0.1%', 'under 0.1%']);
  });

  it('says how often fair dice do as badly', () => {
    expect(reading(1)).to.equal('fair dice always do at least this badly: nothing unusual');
    expect(reading(0.6)).to.equal('fair dice do at least this badly more often than not: nothing unusual');
    expect(reading(61 / 729)).to.equal('fair dice do at least this badly about 1 time in 12');
    expect(reading(1 / 2500, 'stray as far')).to.equal('fair dice stray as far about 1 time in 2,500');
    expect(reading(0)).to.equal('fair dice do at least this badly less than once in a million times');
  });

  it('names a side as the game does, or as the log keeps it', () => {
    expect(sideName('confederate', CIVIL_WAR_SIDES)).to.equal('Confederate');
    expect(sideName('french', CIVIL_WAR_SIDES)).to.equal('French');
    expect(sideName('union', undefined)).to.equal('Union');
  });
});
