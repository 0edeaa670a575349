import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a as t,b as e}from"./chunk-ULMLCOA7.mjs";import"./chunk-HYFD2CJE.mjs";import"./chunk-M4JSFZXC.mjs";import"./chunk-3TWHWCUB.mjs";import"./chunk-WK7ATZBP.mjs";import"./chunk-L5G5FQH7.mjs";import"./chunk-HZ4TEYHH.mjs";export{e as getRun,t as listRuns};
//# sourceMappingURL=test-runs-DTEHNQ3I.mjs.map
