import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export type RawResponse = {status: number; headers: http.IncomingHttpHeaders; body: string};

/**
 * One request with the path sent byte for byte as given (a browser or fetch
 * would normalise a malformed escape or a double slash first) and any Host
 * header, as a client can forge it. The test certificate is accepted.
 */
export function rawRequest(
  origin: string,
  pathname: string,
  {headers = {}, method = 'GET'}: {headers?: Record<string, string>; method?: string} = {},
): Promise<RawResponse> {
  const target = new URL(origin);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      {
        host: target.hostname,
        port: target.port,
        path: pathname,
        method,
        headers,
        rejectUnauthorized: false,
        // The forged Host header must not change which certificate is asked for.
        servername: target.hostname,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({status: response.statusCode ?? 0, headers: response.headers, body: body.toString('utf8')});
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
