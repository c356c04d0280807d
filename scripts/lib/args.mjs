/**
 * `--name=value` and `--flag` arguments as an object of strings (a bare flag is 'true'):
 * `parseArgs(['--quick', '--runs=3'])` is `{ quick: 'true', runs: '3' }`.
 */
export function parseArgs(argv) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value] = arg.replace(/^--/, '').split('=');
      return [key, value ?? 'true'];
    }),
  );
}
