import { randomBytes } from 'node:crypto';

let counter = randomBytes(3).readUIntBE(0, 3);

/**
 * A 24-hex-character id, laid out like a MongoDB ObjectId (4 bytes of seconds, 5 random bytes,
 * a 3-byte counter), so ids sort roughly by creation time and never collide within a process.
 */
export function newId(now: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const buf = Buffer.alloc(12);
  buf.writeUInt32BE(Math.floor(now.getTime() / 1000) >>> 0, 0);
  randomBytes(5).copy(buf, 4);
  buf.writeUIntBE(counter, 9, 3);
  return buf.toString('hex');
}
