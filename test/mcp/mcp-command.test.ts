/** `docsgen mcp` as a command: its flags, the folder it needs, and the address it prints on HTTP. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { describe, expect, it } from 'vitest';
import { repoRoot, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

describe('docsgen mcp', () => {
  it('exits 2 with one line when the folder holds no built site', async () => {
    const cwd = await tempDir();
    const result = await runDocsgen(['mcp', '--dir', 'out'], { cwd });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe('error No built site in out/: run `docsgen build` first, or pass the build folder with --dir\n');
  });

  it('exits 2 on a port that is not one', async () => {
    const result = await runDocsgen(['mcp', '--port', '70000']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('a port is an integer from 0 to 65535');
  });

  it('serves streamable HTTP on 127.0.0.1 with --port and prints the address', async () => {
    const cwd = await tempDir();
    await writeFiles(join(cwd, 'build'), { 'index.html': '<link rel="alternate" type="text/markdown" href="/index.md"/>', 'index.md': '# Home\n\nHello.\n' });
    const child = spawn(process.execPath, [join(repoRoot, 'bin', 'docsgen.js'), 'mcp', '--port', '0'], { cwd, env: { ...process.env, NO_COLOR: '1' } });
    try {
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString('utf8');
          if (out.includes('\n')) resolve(out);
        });
        child.once('exit', (code) => reject(new Error(`exited ${code}`)));
      });
      const url = /MCP server for build\/ at (http:\/\/127\.0\.0\.1:\d+\/mcp) \(Ctrl\+C to stop\)/.exec(line)?.[1];
      expect(url, line).toBeDefined();
      const client = new Client({ name: 'test', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url!)));
      expect(await client.callTool({ name: 'get_page', arguments: { route: '/' } })).toMatchObject({ content: [{ type: 'text', text: '# Home\n\nHello.\n' }] });
      // A site built without search says so, as a tool error.
      expect(await client.callTool({ name: 'search_docs', arguments: { query: 'hello' } })).toMatchObject({ isError: true, content: [{ text: expect.stringContaining('built without search') }] });
      await client.close();
    } finally {
      child.kill('SIGTERM');
    }
  });
});
