import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f,i as g,j as h}from"./chunk-TRGUGATO.mjs";import"./chunk-W3IGDFVS.mjs";import"./chunk-BYVJ45CR.mjs";import"./chunk-6QY66PXI.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{c as createCategory,f as createSystem,e as deleteCategory,h as deleteSystem,b as getSystem,a as systemLists,d as updateCategory,g as updateSystem};
//# sourceMappingURL=systems-service-Z7XU7GL3.mjs.map
