// Runs before the page is first painted: the theme and reading size this device last showed
// (mirrored from the settings table by src/ui/display-settings/display.ts), so a start never shows
// the device's own colours first and the chosen ones a moment later.
try {
  var shown = JSON.parse(window.localStorage.getItem('adj-display') || 'null');
  var root = document.documentElement;
  if (shown && ['light', 'dark', 'contrast'].indexOf(shown.theme) >= 0) root.dataset.theme = shown.theme;
  if (shown && shown.text === 'large') root.dataset.text = 'large';
} catch {
  // Storage refused (a private window): the device's own colours until the settings are read.
}
