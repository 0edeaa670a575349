import { helpIndexEncoderEnvironment } from '../../config/env';
import { loggingErrors } from '../../http/source-mapped-stack';
import { encodeChunk, type EncodeRequest } from '../../services/help/answering-index/index-encode-chunk';

/**
 * The help index encoder Lambda: the builder invokes it synchronously with a chunk of an index build's questions
 * (index-encode-lambda.ts) and gets their vectors back. It reads and writes nothing but its own logs.
 */
export const handler = loggingErrors('help index encoder', async (request: EncodeRequest) => {
  helpIndexEncoderEnvironment.parse(process.env);
  return encodeChunk(request);
});
