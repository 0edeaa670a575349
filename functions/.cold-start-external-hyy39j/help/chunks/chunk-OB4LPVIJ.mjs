import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{T as r,U as o,w as n}from"./chunk-PYHHGHZY.mjs";import{createHash as i}from"node:crypto";var s=e=>`${e}#`,c=new r("Help",{inOrder:(e,t)=>`${s(e.HelpCategoryID)}${e.DateCreated}#${t}`}),y=o("Entities"),u=(e,t)=>({pk:`ORG#${e}#HelpQuestion`,sk:i("sha256").update(n(t)).digest("hex")}),g=o("Entities"),C=e=>({pk:`ORG#${e}#HelpVersion`,sk:"CONTENT"});export{s as a,c as b,y as c,u as d,g as e,C as f};
//# sourceMappingURL=chunk-OB4LPVIJ.mjs.map
