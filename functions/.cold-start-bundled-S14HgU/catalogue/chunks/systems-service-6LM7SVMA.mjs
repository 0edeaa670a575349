import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f,i as g,j as h}from"./chunk-GOFZMM4I.mjs";import"./chunk-FKTMKPEC.mjs";import"./chunk-F4O5WZOO.mjs";import"./chunk-NUCFAWR7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{c as createCategory,f as createSystem,e as deleteCategory,h as deleteSystem,b as getSystem,a as systemLists,d as updateCategory,g as updateSystem};
//# sourceMappingURL=systems-service-6LM7SVMA.mjs.map
