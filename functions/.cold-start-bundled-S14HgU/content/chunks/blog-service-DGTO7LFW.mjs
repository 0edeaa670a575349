import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,j as i}from"./chunk-DIBLDU2G.mjs";import{Ka as t}from"./chunk-OSSIZES7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var l=i({repository:a,idField:"BlogID",async derive(e,r,g){let o=e.author?void 0:await t.getUser(r.email);return{createdOn:g?.createdOn??new Date().toISOString(),author:e.author||(o?`${o.FirstName} ${o.LastName}`:r.email)}}});export{l as blogs};
//# sourceMappingURL=blog-service-DGTO7LFW.mjs.map
