import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-MFLZBE5M.mjs";import"./chunk-5IGSXNZY.mjs";export{d as createDefinition,c as definitionOf,f as deleteDefinition,a as listCategories,b as listDefinitions,e as updateDefinition};
//# sourceMappingURL=setting-definitions-service-5EXQZBFF.mjs.map
