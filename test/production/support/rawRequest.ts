import http from 'node:http';
import https from 'node:https';
import zlib from 'node:zlib';

export type RawResponse = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body as UTF-8 text, decoded from its Content-Encoding. */
  body: string;
  /** The body's bytes, decoded from its Content-Encoding. */
  bytes: Buffer;
  /** How many bytes the server sent for the body. */
  sentBytes: number;
};

/** The body's bytes without their Content-Encoding (gzip, brotli); any other encoding is an error. */
function decode(raw: Buffer, encoding: string | undefined): Buffer {
  if (encoding === undefined || encoding === 'identity') return raw;
  if (encoding === 'gzip') return zlib.gunzipSync(raw);
  if (encoding === 'br') return zlib.brotliDecompressSync(raw);
  throw new Error(`rawRequest: unexpected Content-Encoding ${encoding}`);
}

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
          try {
            const bytes = decode(raw, response.headers['content-encoding']);
            resolve({status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString('utf8'), bytes, sentBytes: raw.length});
          } catch (error) {
            reject(error);
          }
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}
