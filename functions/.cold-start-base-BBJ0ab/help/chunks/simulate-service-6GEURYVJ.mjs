import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-WYRRDT3U.mjs";import"./chunk-KPZJTJZP.mjs";import"./chunk-WK7ATZBP.mjs";import"./chunk-5KJ7TRR2.mjs";import"./chunk-WEZP344E.mjs";import"./chunk-XSO2HPUW.mjs";import"./chunk-L5G5FQH7.mjs";import"./chunk-JBA6KVUB.mjs";export{a as asShare,b as simulateQuestion};
//# sourceMappingURL=simulate-service-6GEURYVJ.mjs.map
