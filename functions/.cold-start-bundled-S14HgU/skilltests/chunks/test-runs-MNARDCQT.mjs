import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a as t,b as e}from"./chunk-TJ3PERC3.mjs";import"./chunk-MATEMVA6.mjs";import"./chunk-TN2IVZ23.mjs";import"./chunk-A2BHXXQR.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-HZ4TEYHH.mjs";export{e as getRun,t as listRuns};
//# sourceMappingURL=test-runs-MNARDCQT.mjs.map
