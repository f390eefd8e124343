import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToText } from './base64';
import { crc32 } from './crc32';
import { createZip } from './createZip';

interface ReadEntry {
  path: string;
  bytes: Uint8Array;
  crc: number;
  flags: number;
  method: number;
}

/** A minimal reader: the end record, then every central entry and the local header it points at. */
function readZip(archive: Uint8Array): ReadEntry[] {
  const view = new DataView(archive.buffer, archive.byteOffset, archive.byteLength);
  const end = archive.length - 22;
  expect(view.getUint32(end, true)).toBe(0x06054b50);
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const decoder = new TextDecoder();
  const entries: ReadEntry[] = [];
  for (let index = 0; index < count; index++) {
    expect(view.getUint32(at, true)).toBe(0x02014b50);
    const nameLength = view.getUint16(at + 28, true);
    const localOffset = view.getUint32(at + 42, true);
    const centralName = decoder.decode(archive.subarray(at + 46, at + 46 + nameLength));
    const centralCrc = view.getUint32(at + 16, true);

    expect(view.getUint32(localOffset, true)).toBe(0x04034b50);
    const method = view.getUint16(localOffset + 8, true);
    const crc = view.getUint32(localOffset + 14, true);
    const size = view.getUint32(localOffset + 18, true);
    const localNameLength = view.getUint16(localOffset + 26, true);
    const extraLength = view.getUint16(localOffset + 28, true);
    const start = localOffset + 30 + localNameLength + extraLength;
    const path = decoder.decode(
      archive.subarray(localOffset + 30, localOffset + 30 + localNameLength),
    );
    expect(path).toBe(centralName);
    expect(crc).toBe(centralCrc);
    entries.push({
      path,
      bytes: archive.slice(start, start + size),
      crc,
      flags: view.getUint16(localOffset + 6, true),
      method,
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

describe('crc32', () => {
  it('gives the standard check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect(crc32(new Uint8Array())).toBe(0);
  });
});

describe('createZip', () => {
  it('writes stored entries a reader gets back byte for byte, with their CRC-32', () => {
    const encoder = new TextEncoder();
    const binary = new Uint8Array(70_000).map((_, index) => (index * 31) % 256);
    const files = [
      { path: 'README.md', bytes: encoder.encode('# Payments\n') },
      { path: 'src/índex.ts', bytes: encoder.encode('export const answer = 42;\n') },
      { path: 'assets/logo.bin', bytes: binary },
      { path: 'empty.txt', bytes: new Uint8Array() },
    ];
    const entries = readZip(createZip(files, new Date(2026, 2, 10, 12, 30, 14)));
    expect(entries.map(entry => entry.path)).toEqual(files.map(file => file.path));
    for (const [index, entry] of entries.entries()) {
      expect(entry.method).toBe(0);
      expect(entry.flags & 0x0800).toBe(0x0800);
      // Compared as arrays: the encoder and the test may make Uint8Arrays of different realms.
      expect(Array.from(entry.bytes)).toEqual(Array.from(files[index]!.bytes));
      expect(entry.crc).toBe(crc32(files[index]!.bytes));
    }
  });

  it('writes an empty archive as just the end record', () => {
    const archive = createZip([]);
    expect(archive.length).toBe(22);
    expect(readZip(archive)).toEqual([]);
  });
});

describe('base64', () => {
  it('round-trips bytes and tells text from binary', () => {
    const bytes = new Uint8Array(100_000).map((_, index) => index % 256);
    expect(Array.from(base64ToBytes(bytesToBase64(bytes)))).toEqual(Array.from(bytes));
    expect(bytesToBase64(new TextEncoder().encode('héllo'))).toBe('aMOpbGxv');
    expect(bytesToText(base64ToBytes('aMOpbGxv'))).toBe('héllo');
    expect(bytesToText(new Uint8Array([0xff, 0xfe, 0x00]))).toBeUndefined();
  });
});
