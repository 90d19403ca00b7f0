import type { Server } from 'node:http';
import { DocsgenError } from '../diagnostics/diagnostic.ts';

/** Why a server could not listen, when the reader can do something about it. */
const LISTEN_PROBLEMS: Readonly<Record<string, (where: string) => string>> = {
  EADDRINUSE: (where) => `${where} is already in use: stop the server using it, or pass another port with \`--port\` (0 picks a free one)`,
  EACCES: (where) => `${where} needs more permissions than docsgen has: use a port above 1023 with \`--port\``,
  EADDRNOTAVAIL: (where) => `${where} is not an address of this machine: pass one of its addresses with \`--host\`, such as 127.0.0.1`,
  ENOTFOUND: (where) => `${where}: the host name does not resolve; pass an address with \`--host\`, such as 127.0.0.1`,
};

/**
 * Listen on `port` of `host` (port 0: any free one) and resolve to the port. A port in use or
 * refused is a usage error (exit code 2) that says what to do, not a crash.
 */
export async function listen(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      const problem = error.code ? LISTEN_PROBLEMS[error.code] : undefined;
      const where = `Port ${port} on ${host}`;
      fail(problem ? new DocsgenError(problem(where), { exitCode: 2, cause: error }) : error);
    });
    server.listen(port, host, done);
  });
  return (server.address() as { port: number }).port;
}
