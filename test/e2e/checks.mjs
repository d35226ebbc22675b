/** The end-to-end checks' counts, and a check that prints its title with ✓ or ✗ and the first line of why. */
export function checks() {
  const counts = { passed: 0, failed: 0 };
  async function expectThat(title, check) {
    try {
      await check();
      counts.passed++;
      console.log(`  ✓ ${title}`);
    } catch (e) {
      counts.failed++;
      console.log(`  ✗ ${title}\n    ${e instanceof Error ? e.message.split('\n')[0] : e}`);
    }
  }
  return { counts, expectThat };
}
