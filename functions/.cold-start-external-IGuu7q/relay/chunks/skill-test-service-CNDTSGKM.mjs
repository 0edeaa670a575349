import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b,i as c,j as d,k as e,l as f,m as g}from"./chunk-HS7DKUUT.mjs";import"./chunk-Q376JGR2.mjs";import"./chunk-3UDNJIS6.mjs";import"./chunk-AFPPCLDG.mjs";import"./chunk-HJGDYXPE.mjs";export{c as addTest,e as deleteTest,d as editTest,b as getTest,f as getTestJson,a as listTests,g as updateTestJson};
//# sourceMappingURL=skill-test-service-CNDTSGKM.mjs.map
