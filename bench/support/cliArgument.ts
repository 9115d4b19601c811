/** A positive number given on the command line as `--name value`, or the fallback. */
export function numberArgument(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const value = i === -1 ? NaN : Number(process.argv[i + 1]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
