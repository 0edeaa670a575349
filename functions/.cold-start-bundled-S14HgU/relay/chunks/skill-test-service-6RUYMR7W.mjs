import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{l as a,m as b,n as c,o as d,p as e,q as f,r as g}from"./chunk-MOLI4R5C.mjs";import"./chunk-XWDZHPDH.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-PWNAA2AA.mjs";import"./chunk-4RFRR5FO.mjs";import"./chunk-D7QUVLZP.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-JBA6KVUB.mjs";export{c as addTest,e as deleteTest,d as editTest,b as getTest,f as getTestJson,a as listTests,g as updateTestJson};
//# sourceMappingURL=skill-test-service-6RUYMR7W.mjs.map
