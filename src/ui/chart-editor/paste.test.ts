import { expect } from '@open-wc/testing';
import type { ChartSlotDescriptor } from '../../engine/core/chart';
import { readPasted } from './paste';
import { GAME_IDS } from '../../engine/core/source';

const slot: ChartSlotDescriptor = {
  id: 'crt',
  title: 'CRT',
  source: { game: GAME_IDS[0], ref: 'CRT' },
  rowHeader: 'Die',
  rowKind: 'range',
  columnKind: 'odds',
  dice: 'one die',
  vocabulary: { codes: ['1/0', '0/1', '1/1'], words: 'A/D' },
};

describe('reading pasted rows', () => {
  it('reads tab-, comma- and space-separated rows, with or without headings', () => {
    expect(readPasted('1/0\t0/1\n1/1\t1/0\n', slot)).to.deep.equal({ cells: [['1/0', '0/1'], ['1/1', '1/0']] });
    expect(readPasted('Die,1-1,2-1\n1,1/0,0/1\n2,1/1,1/0', slot)).to.deep.equal({ rows: ['1', '2'], columns: ['1-1', '2-1'], cells: [['1/0', '0/1'], ['1/1', '1/0']] });
    expect(readPasted('1  1/0 0/1\n2 1/1 1/0', slot)).to.deep.equal({ rows: ['1', '2'], cells: [['1/0', '0/1'], ['1/1', '1/0']] });
    expect(readPasted('1-1 2-1\n1/0 0/1', slot)).to.deep.equal({ columns: ['1-1', '2-1'], cells: [['1/0', '0/1']] });
  });
});
