import { parentPort } from 'node:worker_threads';
import { loadSentenceEncoder } from '../services/help/answering-index/sentence-encoder';
import { packVectors } from '../services/help/answering-index/index-encode-chunks';

/** Encodes the chunks of an index build one after another and sends each chunk's vectors back packed (transferred). */
parentPort!.on('message', async ({ id, texts }: { id: number; texts: string[] }) => {
  try {
    const encoder = await loadSentenceEncoder();
    const vectors = packVectors(await encoder.embed(texts), encoder.dimension);
    parentPort!.postMessage({ id, vectors }, [vectors.buffer]);
  } catch (error) {
    parentPort!.postMessage({ id, error: (error as Error).message });
  }
});
