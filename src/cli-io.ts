/** Where the CLI prints, and what it knows of the terminal; tests pass their own. */
export interface CliIo {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Colour output: on for a TTY unless NO_COLOR is set. */
  color: boolean;
  /** A terminal for progress lines and summary tables: stderr is a TTY and NO_COLOR is unset. */
  tty: boolean;
  /** Its width in characters. */
  columns: number;
  /** How long a build runs before its progress line shows (DOCSGEN_PROGRESS_DELAY, in ms; 1000). */
  progressDelayMs: number;
  cwd: string;
}
