import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{l as a,m as b,n as c,o as d,p as e,q as f,r as g}from"./chunk-YMH4VGPC.mjs";import"./chunk-XLC7XE5K.mjs";import"./chunk-3MWTJZXK.mjs";import"./chunk-ETDGRUM2.mjs";import"./chunk-6CHGHKCG.mjs";import"./chunk-CO2MIAEA.mjs";import"./chunk-MX6ORBDW.mjs";import"./chunk-JBA6KVUB.mjs";export{c as addTest,e as deleteTest,d as editTest,b as getTest,f as getTestJson,a as listTests,g as updateTestJson};
//# sourceMappingURL=skill-test-service-PNWNB4YT.mjs.map
