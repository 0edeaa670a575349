import { loadSentenceEncoder } from './sentence-encoder';
import { packVectors } from './index-encode-chunks';

/**
 * One chunk of a build's parallel encoding as the encoder Lambda receives and answers it (index-encode-lambda.ts
 * sends it). No AWS SDK here: the encoder function calls nothing.
 */
export interface EncodeRequest {
  texts: string[];
}
export interface EncodeResponse {
  /** base64 of the vectors, 512 float32 each, in the texts' order. */
  vectors: string;
}

/** What the encoder Lambda does with one chunk (functions/src/groups/help/index-encoder.ts). */
export async function encodeChunk({ texts }: EncodeRequest): Promise<EncodeResponse> {
  if (!Array.isArray(texts) || !texts.every((text) => typeof text === 'string'))
    throw new Error('texts must be a list of strings');
  const encoder = await loadSentenceEncoder();
  return { vectors: Buffer.from(packVectors(await encoder.embed(texts), encoder.dimension)).toString('base64') };
}
