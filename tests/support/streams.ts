/**
 * A request body that counts how often it was read: `chunks` chunks of 64 KB (each byte `fill`), then
 * its end. `pulled()` tells how far a reader got before it stopped.
 */
export function countingStream(chunks: number, fill = 0) {
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (pulled > chunks) controller.close();
      else controller.enqueue(new Uint8Array(64 * 1024).fill(fill));
    },
  });
  return { stream, pulled: () => pulled };
}
