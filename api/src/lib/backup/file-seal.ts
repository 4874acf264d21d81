import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';

/*
 * A checksum of every byte of a SQLite backup, kept inside the file itself. The table checksums of the manifest
 * cover the rows; bytes SQLite does not read (the free space of a page) are covered by nothing else, and a file
 * with garbage there would pass every other check. The seal is written as a placeholder row, then the file's
 * SHA-256 (taken with the placeholder in place) is written over the placeholder's bytes: same length, plain
 * ASCII, so SQLite reads the row as before. Verifying puts the placeholder back and hashes again.
 */
const MARKER = Buffer.from('instituto-backup-seal:');
const DIGEST_LENGTH = 64;
export const SEAL_PLACEHOLDER = `${MARKER.toString()}${'0'.repeat(DIGEST_LENGTH)}`;

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The one place of the seal in the file, or -1 when it is missing or appears more than once. */
function sealOffset(bytes: Buffer): number {
  const at = bytes.indexOf(MARKER);
  return at >= 0 && bytes.lastIndexOf(MARKER) === at ? at + MARKER.length : -1;
}

/** Writes the file's checksum over the placeholder row already stored in it (the file is closed). */
export function sealFile(file: string): void {
  const bytes = readFileSync(file);
  const at = sealOffset(bytes);
  if (at < 0 || bytes.toString('latin1', at, at + DIGEST_LENGTH) !== '0'.repeat(DIGEST_LENGTH)) {
    throw new Error('Backup seal placeholder not found');
  }
  bytes.write(sha256(bytes), at, 'latin1');
  writeFileSync(file, bytes);
}

/** True when every byte of the file is as it was sealed. */
export function fileSealHolds(file: string): boolean {
  const bytes = readFileSync(file);
  const at = sealOffset(bytes);
  if (at < 0) return false;
  const stored = bytes.toString('latin1', at, at + DIGEST_LENGTH);
  if (!/^[0-9a-f]{64}$/.test(stored)) return false;
  bytes.write('0'.repeat(DIGEST_LENGTH), at, 'latin1');
  return sha256(bytes) === stored;
}
