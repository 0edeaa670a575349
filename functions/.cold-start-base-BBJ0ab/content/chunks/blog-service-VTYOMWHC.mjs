import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,j as i}from"./chunk-VSDQXU2C.mjs";import{Ma as t}from"./chunk-UZAR3EKJ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";var l=i({repository:a,idField:"BlogID",async derive(e,r,g){let o=e.author?void 0:await t.getUser(r.email);return{createdOn:g?.createdOn??new Date().toISOString(),author:e.author||(o?`${o.FirstName} ${o.LastName}`:r.email)}}});export{l as blogs};
//# sourceMappingURL=blog-service-VTYOMWHC.mjs.map
