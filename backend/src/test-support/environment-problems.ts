import { InvalidEnvironment, parseEnvironment } from '../infrastructure/config/environment';

/** The problems parseEnvironment reports for `env`, or [] when it accepts it. */
export function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parseEnvironment(env);
    return [];
  } catch (error) {
    if (error instanceof InvalidEnvironment) return error.problems;
    throw error;
  }
}
