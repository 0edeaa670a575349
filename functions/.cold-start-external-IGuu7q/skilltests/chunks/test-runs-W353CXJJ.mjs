import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a as t,b as e}from"./chunk-MYIM562K.mjs";import"./chunk-5FWULUPU.mjs";import"./chunk-3FT7BPTO.mjs";import"./chunk-QXYASHK2.mjs";export{e as getRun,t as listRuns};
//# sourceMappingURL=test-runs-W353CXJJ.mjs.map
