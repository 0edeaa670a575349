import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{hb as t,ib as o}from"./chunk-PPU33V3K.mjs";var n=e=>`${e}#`,s=new t("Help",{inOrder:(e,r)=>`${n(e.HelpCategoryID)}${e.DateCreated}#${r}`}),c=o("Entities"),m=e=>({pk:`ORG#${e}#HelpVersion`,sk:"CONTENT"});export{n as a,s as b,c,m as d};
//# sourceMappingURL=chunk-HTZ4QKDZ.mjs.map
