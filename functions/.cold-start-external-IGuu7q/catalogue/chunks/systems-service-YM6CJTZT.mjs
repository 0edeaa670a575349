import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f,i as g,j as h}from"./chunk-I4ZCH542.mjs";import"./chunk-3RM72VBF.mjs";import"./chunk-UZLBJZML.mjs";import"./chunk-AVJG4X33.mjs";export{c as createCategory,f as createSystem,e as deleteCategory,h as deleteSystem,b as getSystem,a as systemLists,d as updateCategory,g as updateSystem};
//# sourceMappingURL=systems-service-YM6CJTZT.mjs.map
