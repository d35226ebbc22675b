// Writes the browser suite's pass/fail counts to a file, so the test command can total every suite,
// with the test files that never reported (failed to load, or never finished) named apart.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';

function count(suite, totals) {
  for (const test of suite.tests ?? []) {
    if (test.skipped) continue;
    if (test.passed) totals.passed++;
    else totals.failed++;
  }
  for (const child of suite.suites ?? []) count(child, totals);
}

export function countReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      const totals = { passed: 0, failed: 0, unfinished: [] };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load, or never finished, has no results but errors: count it as a failure.
        if (!session.passed && (!session.testResults || session.testResults.tests.length + session.testResults.suites.length === 0)) {
          totals.failed++;
          totals.unfinished.push(relative(process.cwd(), session.testFile));
        }
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
