import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{l as a,m as b,n as c,o as d,p as e,q as f,r as g}from"./chunk-DD2W4O5E.mjs";import"./chunk-ZN4HCWMT.mjs";import"./chunk-WK7ATZBP.mjs";import"./chunk-K2ZUETRG.mjs";import"./chunk-BSSKNGI7.mjs";import"./chunk-JLC4X7S4.mjs";import"./chunk-L5G5FQH7.mjs";import"./chunk-JBA6KVUB.mjs";export{c as addTest,e as deleteTest,d as editTest,b as getTest,f as getTestJson,a as listTests,g as updateTestJson};
//# sourceMappingURL=skill-test-service-PERG7CJH.mjs.map
