import { loadSentenceEncoder as loadEncoder, type CachingEncoder } from '@switchboard/answering';
import { modelModulesDir } from '../../../config/env';
import { log } from '../../../log/log';
import { onFirstUse } from '../../../memo/on-first-use';

/**
 * The process-wide sentence encoder (a Lambda keeps it across invocations): the answering model from
 * MODEL_MODULES_DIR (its layer, deployed; unset, Node's resolution from the repository's node_modules), loaded on
 * first use; a failed load is not kept, so the next question or index build loads again. (`@__PURE__`: a bundle that
 * never calls it drops it, and with it the model's import: infra's stack.test checks which bundles load the model.)
 */
export const loadSentenceEncoder: () => Promise<CachingEncoder> = /* @__PURE__ */ onFirstUse(() =>
  loadEncoder({ modulesDir: modelModulesDir(), warn: (message) => log('warn', message) }),
);
