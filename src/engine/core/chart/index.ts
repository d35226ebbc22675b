export { type Chart, type ChartProblem, type ChartReading, type ChartSheet, CellRefusal, ChartError, cellAt, checkChart, makeChart } from './chart';
export { type ChartKey, type KeyKind, keyNumber, readKey, readNumber, readOddsKey, readRangeKey } from './keys';
export { D66_VALUES, type EdgeIndex, type Shifted, d66, describeShift, labelIndex, oddsIndex, rangeIndex, shiftIndex } from './lookup';
export { type InUse, chartView } from './view';
export {
  type ChartErratum,
  type ChartSlot,
  type ChartSlotDescriptor,
  type PlayerChart,
  type StartingPoint,
  chartFromDescription,
  checkPlayerChart,
  describeSlot,
  fingerprint,
  playerChartProblems,
  playerChartSchema,
  playerChartsSchema,
  playerChartSource,
} from './player-chart';
export { type ChartCheck, checkSheet } from './check-sheet';
