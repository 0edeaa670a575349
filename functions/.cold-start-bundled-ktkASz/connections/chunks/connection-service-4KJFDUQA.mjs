import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-VFMD6KHB.mjs";import"./chunk-DAX5REU2.mjs";import"./chunk-WUAHZNGS.mjs";import"./chunk-SCLMIOZF.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{b as listConnections,a as presentConnection};
//# sourceMappingURL=connection-service-4KJFDUQA.mjs.map
