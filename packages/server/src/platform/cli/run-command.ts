import { ConfigError } from '../../config.ts';

/**
 * Runs a command-line entry (`npm run admin`, `npm run seed`) and exits with its code; a bad setting
 * prints its message alone, anything else the whole error.
 */
export function runCommand(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    },
  );
}
