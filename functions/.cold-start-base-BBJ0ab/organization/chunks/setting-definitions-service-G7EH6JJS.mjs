import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d,e,f}from"./chunk-B4GA67VF.mjs";import"./chunk-467ANKKN.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";export{d as createDefinition,c as definitionOf,f as deleteDefinition,a as listCategories,b as listDefinitions,e as updateDefinition};
//# sourceMappingURL=setting-definitions-service-G7EH6JJS.mjs.map
