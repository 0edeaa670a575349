import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as e,j as o}from"./chunk-YJZTQFIC.mjs";import"./chunk-TXWPAFIQ.mjs";var t=o({repository:e,idField:"NewsID",items:"News",lookups:["Organizations","Groups"],references:{GroupID:"group"}});export{t as news};
//# sourceMappingURL=news-service-QPV46AFB.mjs.map
