// Writes the browser suite's pass/fail counts to a file, so the test command can total every suite.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
      const totals = { passed: 0, failed: 0 };
      for (const session of sessions) {
        if (session.testResults) count(session.testResults, totals);
        // A file that failed to load has no results but errors: count it as a failure.
        if (!session.passed && (!session.testResults || session.testResults.tests.length + session.testResults.suites.length === 0)) totals.failed++;
      }
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(totals));
    },
  };
}
