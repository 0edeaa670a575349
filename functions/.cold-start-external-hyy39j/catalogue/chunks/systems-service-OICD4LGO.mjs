import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as a,d as b,e as c,f as d,g as e,h as f,i as g,j as h}from"./chunk-KBUEIRZM.mjs";import"./chunk-EDVCTPVA.mjs";import"./chunk-TQRR65CD.mjs";import"./chunk-W3BMA23F.mjs";export{c as createCategory,f as createSystem,e as deleteCategory,h as deleteSystem,b as getSystem,a as systemLists,d as updateCategory,g as updateSystem};
//# sourceMappingURL=systems-service-OICD4LGO.mjs.map
