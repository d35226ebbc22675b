/** The end-to-end checks' counts, and a check that prints its title with ✓ or ✗ and the first line of why. */
export function checks() {
  const counts = { passed: 0, failed: 0 };
  async function expectThat(title, check) {
    const started = Date.now();
    try {
      await check();
      counts.passed++;
      console.log(`  ✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    } catch (e) {
      counts.failed++;
      console.log(`  ✗ ${title}\n    ${e instanceof Error ? e.message.split('\n').slice(0, process.env.E2E_DEBUG ? 8 : 1).join('\n    ') : e}`);
    }
  }
  return { counts, expectThat };
}
