/** What the diagnostics reference says of one code (see codes.ts). */
export interface CodeDoc {
  /**
   * How serious it is: an error fails the run, a warning is reported only; `checks.<name>`
   * means that setting of `checks:` decides (`ignore`, `warn` or `error`).
   */
  severity: 'error' | 'warning' | `checks.${string}`;
  /** What happened, in a sentence or two. */
  meaning: string;
  /** What to do about it. */
  fix: string;
}
