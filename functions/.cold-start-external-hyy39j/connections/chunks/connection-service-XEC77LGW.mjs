import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-STSSKKLW.mjs";import"./chunk-MSHVZI4W.mjs";import"./chunk-X47NZ4KV.mjs";import"./chunk-L5JI32HJ.mjs";export{b as listConnections,a as presentConnection};
//# sourceMappingURL=connection-service-XEC77LGW.mjs.map
