import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as e,j as o}from"./chunk-DIBLDU2G.mjs";import"./chunk-OSSIZES7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var t=o({repository:e,idField:"NewsID",items:"News",lookups:["Organizations","Groups"],references:{GroupID:"group"}});export{t as news};
//# sourceMappingURL=news-service-LPV7UOIJ.mjs.map
