import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-AHNCUZZW.mjs";import"./chunk-BB344S6W.mjs";export{d as createDefinition,c as definitionOf,f as deleteDefinition,a as listCategories,b as listDefinitions,e as updateDefinition};
//# sourceMappingURL=setting-definitions-service-IXI6MLWH.mjs.map
