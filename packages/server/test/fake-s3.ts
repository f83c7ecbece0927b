import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkSigV4, type SigV4Request } from './sigv4-check.ts';

export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface S3Call {
  method: string;
  /** The object key, decoded; '' for a call on the bucket itself. */
  key: string;
  bucket: string;
  query: URLSearchParams;
  status: number;
  /** What the signature covered, when it checked out. */
  signed?: SigV4Request;
}

/**
 * A local HTTP server playing one S3 bucket (path style: /{bucket}/{key}) in contract tests. Every
 * request must carry a valid SigV4 signature for the one known key pair — presigned in the query or
 * in the Authorization header — as S3 would demand; PUT stores the bytes, HEAD and GET (with Range)
 * read them back, DELETE removes them. Errors answer S3's XML, so the SDK reads them as it would.
 */
export interface FakeS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, StoredObject>;
  calls: S3Call[];
  /** Moves the fake's clock (ms): how a test lets a presigned URL run out without waiting. */
  clockOffsetMs: number;
  /** The settings that point Plano at this bucket. */
  env: Record<string, string>;
  close(): Promise<void>;
}

function sendError(res: ServerResponse, status: number, code: string, message: string, head: boolean) {
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** `bytes=a-b` (or `bytes=a-`) of an object of `size` bytes → the inclusive range, clipped. */
function rangeOf(header: string | undefined, size: number): [number, number] | null {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return null;
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  return start <= end ? [start, end] : null;
}

export async function startFakeS3(options: { bucket?: string; region?: string } = {}): Promise<FakeS3> {
  const bucket = options.bucket ?? 'plano-test-images';
  const region = options.region ?? 'sa-east-1';
  const accessKeyId = 'AKIAFAKES3TESTKEY';
  const secretAccessKey = 'fake/S3+secret-key-for-contract-tests';
  const objects = new Map<string, StoredObject>();
  const calls: S3Call[] = [];

  const handle = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, bucketName = '', ...rest] = url.pathname.split('/');
    const key = decodeURIComponent(rest.join('/'));
    const method = req.method ?? 'GET';
    const head = method === 'HEAD';
    const call: S3Call = { method, key, bucket: bucketName, query: url.searchParams, status: 0 };
    calls.push(call);
    const fail = (status: number, code: string, message: string) => {
      call.status = status;
      sendError(res, status, code, message, head);
    };

    const auth = checkSigV4(
      req,
      { [accessKeyId]: secretAccessKey },
      new Date(Date.now() + fake.clockOffsetMs),
    );
    if (!auth.ok) return fail(403, auth.code, auth.message);
    call.signed = auth.request;
    if (auth.request.region !== region) return fail(400, 'AuthorizationHeaderMalformed', 'Wrong region');
    if (bucketName !== bucket) return fail(404, 'NoSuchBucket', 'The bucket does not exist');
    if (!key) return fail(400, 'InvalidRequest', 'This fake serves objects only');

    if (method === 'PUT') {
      const declared = Number(req.headers['content-length']);
      if (declared !== body.length) return fail(400, 'IncompleteBody', 'Body and Content-Length differ');
      objects.set(key, {
        bytes: body,
        contentType: String(req.headers['content-type'] ?? 'binary/octet-stream'),
      });
      call.status = 200;
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (method === 'DELETE') {
      objects.delete(key);
      call.status = 204;
      res.writeHead(204);
      return res.end();
    }
    if (method !== 'GET' && !head) return fail(405, 'MethodNotAllowed', 'Not supported by the fake');
    const object = objects.get(key);
    if (!object) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
    const headers: Record<string, string | number> = {
      'content-type': object.contentType,
      'accept-ranges': 'bytes',
      etag: '"fake"',
      'last-modified': new Date(0).toUTCString(),
    };
    const cacheControl = url.searchParams.get('response-cache-control');
    if (cacheControl) headers['cache-control'] = cacheControl;
    const range = rangeOf(req.headers.range, object.bytes.length);
    if (req.headers.range && range && !head) {
      const part = object.bytes.subarray(range[0], range[1] + 1);
      call.status = 206;
      res.writeHead(206, {
        ...headers,
        'content-length': part.length,
        'content-range': `bytes ${range[0]}-${range[1]}/${object.bytes.length}`,
      });
      return res.end(part);
    }
    call.status = 200;
    res.writeHead(200, { ...headers, 'content-length': object.bytes.length });
    res.end(head ? undefined : object.bytes);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => handle(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const fake: FakeS3 = {
    clockOffsetMs: 0,
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    calls,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
