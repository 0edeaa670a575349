import { InvokeCommand, LambdaClient, type InvokeCommandOutput } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSentenceEncoder } from './sentence-encoder';
import { encodeInChunks } from './index-encode-chunks';
import { encodeChunk, type EncodeRequest } from './index-encode-chunk';
import { lambdaChunkEncoder } from './index-encode-lambda';

Object.assign(process.env, { STAGE: 'prod', LOG_LEVEL: 'error' });

/**
 * The deployed fan-out of a build's encoding: the builder invokes the encoder function synchronously, one chunk a
 * call; the function's answer (here the handler's own code, behind the mocked Lambda API) comes back as the same
 * vectors the builder would have computed itself.
 */
const lambda = mockClient(LambdaClient);
const ENCODER = 'arn:aws:lambda:eu-west-1:123456789012:function:switchboard-prod-help-index-encoder';
/** A function's answer as the SDK hands it over (bytes that can also say themselves as text). */
const payload = (text: string) =>
  Object.assign(new TextEncoder().encode(text), { transformToString: () => text }) as InvokeCommandOutput['Payload'];
const questions = [
  'How do I reset my password?',
  'Where is the guest wifi password?',
  'Can I park my car at the office?',
  'How do I reset my password?',
  'Who do I ask about my payslip?',
];

describe('the encoder Lambda runner', () => {
  beforeEach(() => lambda.reset());

  it('invokes the encoder function once a chunk, synchronously, and merges its vectors into the local ones', async () => {
    lambda.on(InvokeCommand).callsFake(async (input: { Payload: Uint8Array }) => {
      const request = JSON.parse(new TextDecoder().decode(input.Payload)) as EncodeRequest;
      return { StatusCode: 200, Payload: payload(JSON.stringify(await encodeChunk(request))) };
    });
    const vectors = await encodeInChunks(questions, lambdaChunkEncoder(ENCODER), { lanes: 2, chunkSize: 2 });
    const calls = lambda.commandCalls(InvokeCommand).map(({ args }) => args[0].input);
    expect(calls.map((call) => [call.FunctionName, call.InvocationType])).toEqual([
      [ENCODER, 'RequestResponse'],
      [ENCODER, 'RequestResponse'],
    ]);
    const own = await (await loadSentenceEncoder()).embed(questions);
    expect(vectors).toEqual(own);
  });

  it('fails the build with the function’s error', async () => {
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    lambda.on(InvokeCommand).resolves({
      StatusCode: 200,
      FunctionError: 'Unhandled',
      Payload: payload('{"errorMessage":"Task timed out"}'),
    });
    await expect(lambdaChunkEncoder(ENCODER)(questions)).rejects.toThrow(
      'help index encoder: Unhandled {"errorMessage":"Task timed out"}',
    );
  });

  it('refuses a request whose texts are not a list of strings', async () => {
    await expect(encodeChunk({ texts: 'hello' } as unknown as EncodeRequest)).rejects.toThrow(
      'texts must be a list of strings',
    );
  });
});
