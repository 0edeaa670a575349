import { Stack } from 'aws-cdk-lib';
import { Architecture, Code, LayerVersion, Runtime, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { stageModelLayer } from './model-layer-staging';

/**
 * The help answering model (Universal Sentence Encoder lite: @energetic-ai/* with its weights and WebAssembly, and
 * their dependencies) as a Lambda layer: a deployment asset of its own, ~30 MB, uploaded only when its packages
 * change, attached to every function that answers questions. Staged at synth from the installed node_modules (no
 * Docker); the functions import it from /opt/nodejs/node_modules (MODEL_MODULES_DIR).
 */
export class ModelLayer extends Construct {
  readonly layer: ILayerVersion;

  /** The stack's one model layer, made on first use. */
  static of(scope: Construct): ModelLayer {
    const stack = Stack.of(scope);
    return (
      (stack.node.tryFindChild('AnsweringModel') as ModelLayer | undefined) ?? new ModelLayer(stack, 'AnsweringModel')
    );
  }

  private constructor(scope: Construct, id: string) {
    super(scope, id);
    this.layer = new LayerVersion(this, 'Layer', {
      description: 'Switchboard: the help answering model (USE lite, @energetic-ai) and its dependencies',
      code: Code.fromAsset(stageModelLayer()),
      compatibleRuntimes: [Runtime.NODEJS_22_X],
      // Pure JavaScript, WebAssembly and weights: no native code, so either architecture.
      compatibleArchitectures: [Architecture.ARM_64, Architecture.X86_64],
    });
  }
}
