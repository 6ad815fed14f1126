/** A usage mistake: the message, exit code 2 (the command was not run). */
export function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Runs a command's main; a failure prints its message (after `prefix`, if given) and exits 1. */
export function runCommand(main: () => Promise<void>, prefix = ''): void {
  main().catch((error) => {
    console.error(`${prefix}${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
