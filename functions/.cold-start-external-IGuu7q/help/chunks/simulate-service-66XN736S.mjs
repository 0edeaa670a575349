import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-CV33FBZJ.mjs";import"./chunk-GAM5Z3SC.mjs";import"./chunk-REXM25AT.mjs";import"./chunk-YF27QNDJ.mjs";import"./chunk-BWVM6JX4.mjs";export{a as asShare,b as simulateQuestion};
//# sourceMappingURL=simulate-service-66XN736S.mjs.map
