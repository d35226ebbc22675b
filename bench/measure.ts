/** CPU time of this process in ms: the figure is per core-second even when other work shares the machine. */
export function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * How many times per CPU-second `batch` (which does `size` operations) runs: the median of `rounds`
 * rounds of about `roundMs` each, so that a burst of other work on the machine does not set the figure.
 */
export function medianRate(batch: () => void, size: number, rounds = 5, roundMs = 1000): number {
  const rates: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = cpuMs();
    let done = 0;
    while (cpuMs() - started < roundMs) {
      batch();
      done += size;
    }
    rates.push(done / ((cpuMs() - started) / 1000));
  }
  rates.sort((x, y) => x - y);
  return Math.round(rates[Math.floor(rounds / 2)] as number);
}
