import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a as t,b as e}from"./chunk-U2YS5GCD.mjs";import"./chunk-L2ZXBOFL.mjs";import"./chunk-7FHN34XN.mjs";import"./chunk-EK6J6YUM.mjs";export{e as getRun,t as listRuns};
//# sourceMappingURL=test-runs-KQI2Q5N4.mjs.map
