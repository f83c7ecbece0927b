const MAX_SITES = 2_000_000;
export const USAGE = 'Usage: npm run seed -- [--sites N] [--reset]';

export interface SeedArgs {
  sites?: number;
  reset: boolean;
}

/** Parses `--sites N` (or `--sites=N`) and `--reset`; throws a message for anything else. */
export function parseSeedArgs(argv: readonly string[]): SeedArgs {
  const args: SeedArgs = { reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--reset') {
      args.reset = true;
    } else if (arg === '--sites' || arg.startsWith('--sites=')) {
      const value = arg === '--sites' ? argv[++i] : arg.slice('--sites='.length);
      if (value === undefined || !/^\d+$/.test(value) || Number(value) > MAX_SITES) {
        throw new Error(
          `--sites must be a whole number from 0 to ${MAX_SITES.toLocaleString('en')}, got '${value ?? ''}'`,
        );
      }
      args.sites = Number(value);
    } else {
      throw new Error(`Unknown argument '${arg}'`);
    }
  }
  return args;
}
