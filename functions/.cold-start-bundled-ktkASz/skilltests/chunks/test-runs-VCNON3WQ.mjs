import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a as t,b as e}from"./chunk-2X333552.mjs";import"./chunk-QH3ZF32K.mjs";import"./chunk-JXPHZHH3.mjs";import"./chunk-WH3CRZJP.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-HZ4TEYHH.mjs";export{e as getRun,t as listRuns};
//# sourceMappingURL=test-runs-VCNON3WQ.mjs.map
