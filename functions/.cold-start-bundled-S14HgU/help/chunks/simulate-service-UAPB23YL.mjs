import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-IKZPDCYI.mjs";import"./chunk-LGWWZICT.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-PJ76SHIA.mjs";import"./chunk-HTZ4QKDZ.mjs";import"./chunk-PPU33V3K.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-JBA6KVUB.mjs";export{a as asShare,b as simulateQuestion};
//# sourceMappingURL=simulate-service-UAPB23YL.mjs.map
