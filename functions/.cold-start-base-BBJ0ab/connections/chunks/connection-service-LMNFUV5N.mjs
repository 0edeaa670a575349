import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-QEQXZ7KS.mjs";import"./chunk-DCA6KAC7.mjs";import"./chunk-ONXHC6V2.mjs";import"./chunk-KBO5RB54.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";export{b as listConnections,a as presentConnection};
//# sourceMappingURL=connection-service-LMNFUV5N.mjs.map
