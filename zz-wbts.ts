import { GAME_PLUGINS } from './src/games/index';
import { searchDraft } from './src/desk/phase-search';
import { withCharts } from './src/desk/charts';
import { gridMap } from './src/map/state';
import { placeCounter } from './src/map/edit';
import { figuresOrRefusal } from './src/plan/plan-api';
const plugin: any = await GAME_PLUGINS.wbts();
const desk = plugin.desk;
const byId = new Map(desk.example.units.map((u: any) => [u.id, { ...u, gameId: 'g' }]));
const units = new Map();
let map = gridMap(8, 8);
const put = (u: any, hex: string) => { units.set(u.id, u); map = placeCounter(map, { hex, side: u.side === 'confederate' ? 'confederate' : 'union', type: 'infantry', label: u.id, unitId: u.id }); };
const troop: any = byId.get('hq');
put(byId.get('lee'), '2,2');
for (let i = 0; i < 3; i++) put({ ...troop, id: `A${i}`, name: `A${i}`, strength: 4 + i }, '2,2');
put({ ...(byId.get('porter-corps') as any), id: 'D0', name: 'D0' }, '2,1');
const template = desk.rules.read({ ...desk.example.draft, attackers: [], defenders: [] });
for (const ids of [['lee', 'A0'], ['lee', 'A0', 'A1'], ['A0']]) {
  const d = searchDraft(template, ids, ['D0'], (x: any) => desk.claims(map, x, units), (x: any) => desk.placeAttack(x, map, units));
  const input = withCharts((desk.rules.declared ?? desk.rules.describe)(d, units), desk.example.charts ?? {});
  console.log(ids, JSON.stringify(figuresOrRefusal(input, new Map())).slice(0, 300));
}
