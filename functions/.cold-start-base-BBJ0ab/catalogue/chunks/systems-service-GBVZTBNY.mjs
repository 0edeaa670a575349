import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f,i as g,j as h}from"./chunk-QPDNBBBP.mjs";import"./chunk-QZY37CMD.mjs";import"./chunk-SAD7SK62.mjs";import"./chunk-Z6TXGLZG.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";export{c as createCategory,f as createSystem,e as deleteCategory,h as deleteSystem,b as getSystem,a as systemLists,d as updateCategory,g as updateSystem};
//# sourceMappingURL=systems-service-GBVZTBNY.mjs.map
