import type { NextApiResponse } from 'next';
import { Writable } from 'stream';

/** Just enough of NextApiResponse: headers, status, json, and a writable body for the streamed image. */
export function fakeApiResponse() {
  const chunks: Buffer[] = [];
  const headers: Record<string, string> = {};
  let resolveDone: () => void;
  const done = new Promise<void>((r) => (resolveDone = r));
  const res = new Writable({
    write(chunk, _enc, cb) {
      chunks.push(Buffer.from(chunk));
      cb();
    },
  }) as Writable & Record<string, unknown>;
  res.on('finish', () => resolveDone());
  Object.assign(res, {
    statusCode: 200,
    setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v),
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      res.end(JSON.stringify(body));
      return res;
    },
  });
  return {
    res: res as unknown as NextApiResponse,
    headers,
    done,
    body: () => Buffer.concat(chunks),
    code: () => res.statusCode,
  };
}
