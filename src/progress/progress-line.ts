import type { StageListener } from '../build/stage-timer.ts';

/** What each pipeline stage is called on the progress line. */
const STAGE_LABELS: Readonly<Record<string, string>> = {
  compile: 'Compiling pages',
  openapi: 'Reading the OpenAPI document',
  blog: 'Compiling the blog',
  components: 'Bundling components',
  links: 'Checking links',
  samples: 'Checking code samples',
  bundle: 'Bundling scripts and styles',
  search: 'Indexing for search',
  render: 'Rendering pages',
};

export interface ProgressLineOptions {
  /** Writes to the terminal (stderr). */
  write: (text: string) => void;
  /** Show nothing until the build has run this long: a quick build stays quiet. */
  delayMs: number;
  /** Terminal width: the line never wraps, or replacing it would leave the first half behind. */
  columns: number;
  /** Milliseconds since some start; tests pass a fake clock. */
  now?: () => number;
}

const BAR_WIDTH = 20;
/** Redraw at most this often: a 1000-page build counts 1000 events in a second or two. */
const REDRAW_MS = 80;

/** `[########------------]` for done of total. */
export function progressBar(done: number, total: number, width = BAR_WIDTH): string {
  const filled = total > 0 ? Math.min(width, Math.round((done / total) * width)) : 0;
  return `[${'#'.repeat(filled)}${'-'.repeat(width - filled)}]`;
}

/**
 * The build's progress on one terminal line, replaced in place (`\r`, then erase to the end of
 * the line): the stage, pages done of total and a bar. Nothing is written before `delayMs`.
 */
export class ProgressLine implements StageListener {
  private readonly started: number;
  private readonly now: () => number;
  private text = 'Reading the site';
  private shown = false;
  private lastDraw = -Infinity;
  private readonly timeout: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(private readonly options: ProgressLineOptions) {
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
    // A stage may run for seconds without an event (downloading the OpenAPI document): the
    // line then appears when the delay is over, not at the next event.
    this.timeout = options.delayMs > 0 ? setTimeout(() => this.draw(), options.delayMs).unref() : undefined;
  }

  stage(stage: string): void {
    this.update(STAGE_LABELS[stage] ?? stage, true);
  }

  progress(stage: string, done: number, total: number): void {
    const label = STAGE_LABELS[stage] ?? stage;
    // A stage's first and last counts are always drawn; those between at most every REDRAW_MS.
    this.update(`${label} ${progressBar(done, total)} ${done}/${total}`, done <= 1 || done === total);
  }

  /** Erase the line and stop (before the summary, or a diagnostic, is printed). */
  stop(): void {
    clearTimeout(this.timeout);
    if (this.shown) this.options.write('\r\x1b[K');
    this.shown = false;
    this.stopped = true;
  }

  private update(text: string, important: boolean): void {
    this.text = text;
    if (this.now() - this.started < this.options.delayMs) return;
    if (!important && this.now() - this.lastDraw < REDRAW_MS) return;
    this.draw();
  }

  private draw(): void {
    if (this.stopped) return;
    this.lastDraw = this.now();
    const { columns } = this.options;
    const line = this.text.length > columns - 1 ? `${this.text.slice(0, Math.max(0, columns - 2))}…` : this.text;
    this.options.write(`\r${line}\x1b[K`);
    this.shown = true;
  }
}
