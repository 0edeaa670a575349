/** What use-lite.ts needs from @energetic-ai/embeddings' model. */
import type { DenseHandle as Dense } from './simd-matmul';

/** The parts of a TensorFlow.js tensor used here (@energetic-ai/core ships without tfjs-core's type declarations). */
export interface Tensor {
  shape: number[];
  dataSync(): ArrayLike<number>;
  dispose(): void;
}

/** The parts of @energetic-ai/embeddings' EmbeddingsModel used here: its tokenizer and its loaded graph's weights. */
export interface UseLiteModel {
  tokenizer: { encode(text: string): number[] };
  model: { weights: Record<string, Tensor[]> };
}

/** One transformer layer's weights. */
export interface Layer {
  width: number;
  norm: { scale: Float32Array; bias: Float32Array };
  qkv: Dense;
  output: Dense;
  /** Layer 0 widens its residual from 256 to 512 channels. */
  adjust: Dense | null;
  ffnNorm: { scale: Float32Array; bias: Float32Array };
  ffn1: Dense;
  ffn2: Dense;
}
