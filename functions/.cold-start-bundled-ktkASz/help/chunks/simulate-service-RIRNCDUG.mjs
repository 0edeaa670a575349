import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-E3NLVTS5.mjs";import"./chunk-CD6LU722.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-ZHGW4MY3.mjs";import"./chunk-JB7OEY5O.mjs";import"./chunk-BGFC5BKH.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-JBA6KVUB.mjs";export{a as asShare,b as simulateQuestion};
//# sourceMappingURL=simulate-service-RIRNCDUG.mjs.map
