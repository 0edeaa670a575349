import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-PV3FW452.mjs";import"./chunk-3366AH5Y.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{d as createDefinition,c as definitionOf,f as deleteDefinition,a as listCategories,b as listDefinitions,e as updateDefinition};
//# sourceMappingURL=setting-definitions-service-JHSISX24.mjs.map
