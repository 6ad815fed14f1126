/** KurrentDB's own default gRPC/HTTP port, so tools configured for a local node find this one. */
export const DEFAULT_PORT = 2113;

/** `--port N` or `--port=N` from the command line; an error message when it is not a usable port. */
export function parsePortArgument(argv: readonly string[]): { port: number } | { error: string } {
  let raw: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--port') raw = argv[++i] ?? '';
    else if (arg.startsWith('--port=')) raw = arg.slice('--port='.length);
    else return { error: `Unknown argument: ${arg}. Usage: kurrentdb:local [--port N]` };
  }
  if (raw === undefined) return { port: DEFAULT_PORT };
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port < 1 || port > 65535) return { error: `--port must be a number from 1 to 65535, got "${raw}"` };
  return { port };
}
