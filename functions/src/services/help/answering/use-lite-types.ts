/** What use-lite.ts needs from TensorFlow.js and from @energetic-ai/embeddings' model. */

/** The parts of a TensorFlow.js tensor used here (@energetic-ai/core ships without tfjs-core's type declarations). */
export interface Tensor {
  shape: number[];
  dataSync(): ArrayLike<number>;
  dispose(): void;
}

/** The TensorFlow.js functions used here (@energetic-ai/core, WebAssembly backend). */
export interface TensorFlow {
  reshape(x: Tensor, shape: number[]): Tensor;
  tensor2d(values: Float32Array, shape: [number, number]): Tensor;
  fused: {
    matMul(args: { a: Tensor; b: Tensor; bias: Tensor; activation?: 'relu' | 'linear' }): Tensor;
  };
}

/** The parts of @energetic-ai/embeddings' EmbeddingsModel used here: its tokenizer and its loaded graph's weights. */
export interface UseLiteModel {
  tokenizer: { encode(text: string): number[] };
  model: { weights: Record<string, Tensor[]> };
}

/** One dense product of the model: its kernel (rows × out) and bias, both still tensors in WebAssembly memory. */
export interface Dense {
  kernel: Tensor;
  bias: Tensor;
  out: number;
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
