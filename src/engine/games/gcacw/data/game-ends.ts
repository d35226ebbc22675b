/**
 * Game Ends Table (Grant Takes Command charts): Union losses (rows) against Confederate losses
 * (columns) give the number the Union must roll above on 2 dice to keep the game going; "continues"
 * and "ends" need no roll. Die roll modifiers by date; on June 12 the game ends automatically.
 */
export const CONFEDERATE_LOSS_COLUMNS = [
  { label: 'up to 24', from: 0 },
  { label: '25 to 32', from: 25 },
  { label: '33 to 40', from: 33 },
  { label: '41 to 48', from: 41 },
  { label: '49 to 56', from: 49 },
  { label: '57 to 64', from: 57 },
  { label: '65 to 72', from: 65 },
  { label: '73 to 80', from: 73 },
  { label: '81 to 88', from: 81 },
  { label: '89 to 96', from: 89 },
  { label: '97 to 104', from: 97 },
  { label: '105 up', from: 105 },
] as const;

const C = 'continues';
const E = 'ends';

export const GAME_ENDS_ROWS: readonly { readonly label: string; readonly from: number; readonly cells: readonly (number | 'continues' | 'ends')[] }[] = [
  { label: 'up to 36', from: 0, cells: [6, 5, 4, 3, 2, C, C, C, C, C, C, C] },
  { label: '37 to 48', from: 37, cells: [7, 6, 5, 4, 3, 2, C, C, C, C, C, C] },
  { label: '49 to 60', from: 49, cells: [8, 7, 6, 5, 4, 3, 2, C, C, C, C, C] },
  { label: '61 to 72', from: 61, cells: [9, 8, 7, 6, 5, 4, 3, 2, C, C, C, C] },
  { label: '73 to 84', from: 73, cells: [10, 9, 8, 7, 6, 5, 4, 3, 2, C, C, C] },
  { label: '85 to 96', from: 85, cells: [11, 10, 9, 8, 7, 6, 5, 4, 3, 2, C, C] },
  { label: '97 to 108', from: 97, cells: [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, C] },
  { label: '109 to 120', from: 109, cells: [13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2] },
  { label: '121 to 132', from: 121, cells: [14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3] },
  { label: '133 to 144', from: 133, cells: [E, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4] },
  { label: '145 to 156', from: 145, cells: [E, E, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5] },
  { label: '157 up', from: 157, cells: [E, E, E, 14, 13, 12, 11, 10, 9, 8, 7, 6] },
];

/** End of Game die roll modifiers by date (1864); June 12 ends the game without a roll. */
export const GAME_ENDS_DATES: readonly { readonly date: string; readonly label: string; readonly modifier?: number; readonly endsAutomatically?: true }[] = [
  { date: '05-31', label: 'May 31', modifier: 3 },
  { date: '06-04', label: 'June 4', modifier: 1 },
  { date: '06-08', label: 'June 8', modifier: 0 },
  { date: '06-12', label: 'June 12', endsAutomatically: true },
];
