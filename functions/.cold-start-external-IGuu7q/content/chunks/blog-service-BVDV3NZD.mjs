import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,j as i}from"./chunk-YJZTQFIC.mjs";import{O as t}from"./chunk-TXWPAFIQ.mjs";var l=i({repository:a,idField:"BlogID",async derive(e,r,g){let o=e.author?void 0:await t.getUser(r.email);return{createdOn:g?.createdOn??new Date().toISOString(),author:e.author||(o?`${o.FirstName} ${o.LastName}`:r.email)}}});export{l as blogs};
//# sourceMappingURL=blog-service-BVDV3NZD.mjs.map
