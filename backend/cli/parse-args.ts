/** `--name value` pairs and bare positionals, enough for our two small commands. */
export function parseArgs(argv: string[]): { flags: Record<string, string>; positionals: string[] } {
  const flags: Record<string, string> = {};
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2);
      flags[name] = inline ?? argv[++i] ?? '';
    } else {
      positionals.push(arg);
    }
  }
  return { flags, positionals };
}
