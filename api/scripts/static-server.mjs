// The bench's yardstick: a trivial Node HTTP server answering each URL with bytes captured
// from the api (a JSON file of { "/path?query": "body" }), so the api's throughput can be
// compared with what this machine serves at best. Usage: node static-server.mjs FILE PORT
import fs from 'node:fs';
import http from 'node:http';

const [file, port] = process.argv.slice(2);
const bodies = new Map(
  Object.entries(JSON.parse(fs.readFileSync(file, 'utf8'))).map(([url, body]) => [
    url,
    Buffer.from(body),
  ]),
);
const health = Buffer.from('{"status":"ok"}');

http
  .createServer((request, response) => {
    const body = request.url === '/health' ? health : bodies.get(request.url ?? '');
    if (!body) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': body.length,
    });
    response.end(body);
  })
  .listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
