/**
 * Where the time of a repeated step goes (the relay's publish, the projector's group commit):
 * per phase, the wall time summed since the process started, with the number of runs and of
 * items (events) they carried. Cumulative, so whoever reads two lines takes their difference
 * over any window (`bench:kafka` does, from the processes' logs).
 */
export class PhaseTimes {
  private readonly sums = new Map<string, number>();
  private runs = 0;
  private items = 0;

  constructor(readonly name: string) {}

  record(items: number, phases: Record<string, number>): void {
    this.runs++;
    this.items += items;
    for (const [k, ms] of Object.entries(phases)) this.sums.set(k, (this.sums.get(k) ?? 0) + ms);
  }

  /** `<name> runs=… items=… <phase>=<ms>…`: one line, keys in the order first recorded. */
  line(): string {
    const phases = [...this.sums].map(([k, ms]) => `${k}=${ms.toFixed(1)}`);
    return [this.name, `runs=${this.runs}`, `items=${this.items}`, ...phases].join(' ');
  }

  /**
   * Logs `[phases] <line>` every `ms` while something ran since the last line (an idle process
   * logs nothing); returns the stop function. `ms` 0: never.
   */
  logEvery(ms: number, log: (msg: string) => void): () => void {
    if (!(ms > 0)) return () => undefined;
    let last = -1;
    const timer = setInterval(() => {
      if (this.runs === last) return;
      last = this.runs;
      log(`[phases] ${this.line()}`);
    }, ms);
    timer.unref();
    return () => clearInterval(timer);
  }
}
