// The AVIF encoder's process (ADR 042): forked by renderAvif for one image, it encodes the
// variants it is sent, hands each back over IPC and exits, so the encoder's memory is returned to
// the system instead of staying in the server's heap.
import { type AvifChildJob, type AvifChildMessage, encodeAvifVariants, type Overlay } from './image-pipeline.ts';

const send = (message: AvifChildMessage) =>
  new Promise<void>((resolve, reject) => {
    process.send?.(message, undefined, {}, (error) => (error ? reject(error) : resolve()));
  });

/** A Buffer again (IPC hands typed arrays over as Uint8Array). */
const asBuffer = (data: Uint8Array) => Buffer.from(data.buffer, data.byteOffset, data.byteLength);

process.once('message', async (job: AvifChildJob) => {
  try {
    const overlays = job.overlays.map((o): Overlay | null => (o ? { ...o, input: asBuffer(o.input) } : null));
    await encodeAvifVariants(job.file, job.sizes, overlays, (variant) => send(variant));
    await send({ done: true });
  } catch (error) {
    await send({ error: error instanceof Error ? error.message : String(error) }).catch(() => {});
  }
  process.disconnect();
});
// The server went away (closed, killed): nothing is left to encode for.
process.once('disconnect', () => process.exit(0));
