import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { EncodeRequest, EncodeResponse } from './index-encode-chunk';
import { unpackVectors, type ChunkEncoder, type ParallelOptions } from './index-encode-chunks';

/**
 * The deployed runner of a build's parallel encoding: the builder invokes the encoder Lambda (HELP_INDEX_ENCODER_ARN)
 * once a chunk, synchronously, many at once. A chunk's texts go in, its vectors come back packed (base64 float32).
 * 1,000 vectors are 2.7 MB of base64: under a synchronous invocation's 6 MB response.
 */
export const LAMBDA_PARALLEL: ParallelOptions = { lanes: 16, chunkSize: 1000 };

const DIMENSION = 512;
let client: LambdaClient | undefined;

/** Encodes chunks by invoking the encoder function; a function error fails the build (it is started again later). */
export function lambdaChunkEncoder(functionName: string): ChunkEncoder {
  return async (texts) => {
    client ??= new LambdaClient({});
    const request: EncodeRequest = { texts };
    const answer = await client.send(
      new InvokeCommand({
        FunctionName: functionName,
        InvocationType: 'RequestResponse',
        Payload: new TextEncoder().encode(JSON.stringify(request)),
      }),
    );
    const body = new TextDecoder().decode(answer.Payload);
    if (answer.FunctionError) throw new Error(`help index encoder: ${answer.FunctionError} ${body.slice(0, 300)}`);
    const { vectors } = JSON.parse(body) as EncodeResponse;
    return unpackVectors(Buffer.from(vectors, 'base64'), DIMENSION);
  };
}
