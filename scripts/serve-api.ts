/**
 * The embedded web API alone over HTTP, without the shop or a build: `PORT=3460 node --import tsx
 * scripts/serve-api.ts` serves backend's `handle` at http://127.0.0.1:PORT/api/web/ and its files at /storage/, as the
 * company's API would be served (npm test runs the contract check against it in a process of its own).
 */
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
import { handle } from '../backend';

const port = Number(process.env.PORT ?? 3460);

const server = createServer(async (incoming, outgoing) => {
  try {
    const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD';
    // The company's host serves its files at /storage (lib/api/storage.ts storageBaseUrl), beside the API.
    const url = incoming.url?.startsWith('/storage/') ? `/api/web${incoming.url}` : incoming.url;
    const request = new Request(`http://127.0.0.1:${port}${url}`, {
      method: incoming.method,
      headers: Object.entries(incoming.headers).flatMap(([name, value]) =>
        Array.isArray(value) ? value.map((one) => [name, one]) : value === undefined ? [] : [[name, value]],
      ) as [string, string][],
      body: hasBody ? (Readable.toWeb(incoming) as ReadableStream) : undefined,
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit);
    const response = await handle(request);
    outgoing.writeHead(response.status, Object.fromEntries(response.headers));
    outgoing.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    console.error('[serve-api]', error);
    outgoing.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"系統錯誤，請稍後再試"}');
  }
});

server.listen(port, '127.0.0.1', () => console.log(`web API on http://127.0.0.1:${port}/api/web`));
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => server.close(() => process.exit(0)));
