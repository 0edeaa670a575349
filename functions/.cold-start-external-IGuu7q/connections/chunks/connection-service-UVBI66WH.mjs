import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-AG3TLJEA.mjs";import"./chunk-ZXF2FCW4.mjs";import"./chunk-SE2GNWBP.mjs";import"./chunk-J5HL3746.mjs";export{b as listConnections,a as presentConnection};
//# sourceMappingURL=connection-service-UVBI66WH.mjs.map
