import { describe, expect, it } from 'vitest';
import { progressBar, ProgressLine } from '../../src/progress/progress-line.ts';

/** A progress line on a fake clock, and what it wrote. */
function line(options: { delayMs?: number; columns?: number } = {}) {
  let now = 0;
  const written: string[] = [];
  const progress = new ProgressLine({ write: (text) => written.push(text), delayMs: options.delayMs ?? 0, columns: options.columns ?? 80, now: () => now });
  return { progress, written, advance: (ms: number) => (now += ms) };
}

describe('the progress line', () => {
  it('draws the stage, a bar and pages done of total, replacing itself', () => {
    const { progress, written } = line();
    progress.stage('links');
    progress.progress('render', 1, 4);
    expect(written).toEqual(['\rChecking links\x1b[K', '\rRendering pages [#####---------------] 1/4\x1b[K']);
    progress.stop();
    expect(written.at(-1)).toBe('\r\x1b[K');
  });

  it('shows nothing while the build is younger than the delay', () => {
    const { progress, written, advance } = line({ delayMs: 1000 });
    progress.progress('compile', 1, 10);
    advance(999);
    progress.progress('compile', 10, 10);
    expect(written).toEqual([]);
    advance(1);
    progress.stage('links');
    expect(written).toEqual(['\rChecking links\x1b[K']);
    progress.stop();
  });

  it('redraws counts between the first and the last at most every 80 ms', () => {
    const { progress, written, advance } = line();
    for (let done = 1; done <= 5; done++) progress.progress('render', done, 5);
    expect(written.map((text) => text.match(/\d+\/\d+/)![0])).toEqual(['1/5', '5/5']);
    progress.progress('render', 2, 10);
    advance(80);
    progress.progress('render', 3, 10);
    expect(written.map((text) => text.match(/\d+\/\d+/)![0])).toEqual(['1/5', '5/5', '3/10']);
  });

  it('never wraps: a line wider than the terminal is cut with an ellipsis', () => {
    const { progress, written } = line({ columns: 20 });
    progress.stage('openapi');
    expect(written).toEqual(['\rReading the OpenAP…\x1b[K']);
  });

  it('stops without erasing what it never drew', () => {
    const { progress, written } = line({ delayMs: 1000 });
    progress.stage('links');
    progress.stop();
    expect(written).toEqual([]);
    expect(progressBar(0, 0, 4)).toBe('[----]');
    expect(progressBar(3, 2, 4)).toBe('[####]');
  });
});
