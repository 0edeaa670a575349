import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b,i as c,j as d,k as e,l as f,m as g}from"./chunk-PUXRYJKX.mjs";import"./chunk-BIZIBI6J.mjs";import"./chunk-2LDWYN7X.mjs";import"./chunk-ORZSCIMB.mjs";import"./chunk-H26RMGA3.mjs";export{c as addTest,e as deleteTest,d as editTest,b as getTest,f as getTestJson,a as listTests,g as updateTestJson};
//# sourceMappingURL=skill-test-service-GRBLI4UW.mjs.map
