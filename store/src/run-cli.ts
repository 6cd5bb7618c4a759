/**
 * Runs a CLI's `main(argv)` as the process's work: its result is the exit code, and a thrown
 * error prints its message (not a stack), then the usage when given, and exits 1.
 */
export function runCli(main: (argv: string[]) => Promise<number>, usage?: string): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      if (usage) console.error(usage);
      process.exitCode = 1;
    },
  );
}
