import { InputError } from '@atrium/model';

/**
 * A response body, refused once it passes `maxBytes` (before reading, when the declared length
 * already does): a hostile or mistaken URL cannot fill the server's memory.
 */
export async function readLimitedBody(
  response: Response,
  maxBytes: number,
  name: string,
): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  const tooLarge = () =>
    new InputError(`${name} is larger than the limit of ${formatMegabytes(maxBytes)}`);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of response.body ?? []) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function formatMegabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${ms} ms` : `${Math.round(ms / 100) / 10} s`;
}
