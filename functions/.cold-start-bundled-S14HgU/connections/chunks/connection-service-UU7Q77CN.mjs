import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-VIHEX24G.mjs";import"./chunk-RJOVZ3UA.mjs";import"./chunk-4W2WJ5JI.mjs";import"./chunk-CLHYJEHJ.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{b as listConnections,a as presentConnection};
//# sourceMappingURL=connection-service-UU7Q77CN.mjs.map
