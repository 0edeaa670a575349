import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as e,j as o}from"./chunk-VSDQXU2C.mjs";import"./chunk-UZAR3EKJ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";var t=o({repository:e,idField:"NewsID",items:"News",lookups:["Organizations","Groups"],references:{GroupID:"group"}});export{t as news};
//# sourceMappingURL=news-service-YKJFVYNS.mjs.map
