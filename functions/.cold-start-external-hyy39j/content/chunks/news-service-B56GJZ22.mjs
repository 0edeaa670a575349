import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as e,j as o}from"./chunk-675U46WL.mjs";import"./chunk-HX4B6BJI.mjs";var t=o({repository:e,idField:"NewsID",items:"News",lookups:["Organizations","Groups"],references:{GroupID:"group"}});export{t as news};
//# sourceMappingURL=news-service-B56GJZ22.mjs.map
