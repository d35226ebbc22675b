// The ui's elements a game's views may draw, <adj-dice-entry> and <adj-chart-editor>, defined for the
// views that draw one and import this module. They are not defined through ../views: every game's
// views load with the desk, and a game opened at its record has no dice or chart to draw yet.
import '../ui/dice-entry/dice-entry';
import '../ui/chart-editor/chart-editor';
