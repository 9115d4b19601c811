/** The props that show a field's problem under its form item, and nothing when it has none. */
export function problemStatus(problem: string | undefined): {
  validateStatus: 'error' | undefined;
  help: string | undefined;
} {
  return { validateStatus: problem ? 'error' : undefined, help: problem };
}
