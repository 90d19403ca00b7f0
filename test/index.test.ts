import { describe, expect, it } from 'vitest';
import * as api from '../src/index.ts';

describe('public API', () => {
  it('exposes the pipeline entry points', () => {
    expect(Object.keys(api).sort()).toEqual(['DocsgenError', 'build', 'checkLinks', 'checkSite', 'dev', 'formatDiagnostic', 'loadSite', 'parseConfig', 'renderMarkdown', 'renderSite', 'serve', 'writeOutput']);
  });
});
