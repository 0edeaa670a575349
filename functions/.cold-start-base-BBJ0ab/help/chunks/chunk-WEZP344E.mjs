import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{lb as t,mb as o}from"./chunk-XSO2HPUW.mjs";var n=e=>`${e}#`,s=new t("Help",{inOrder:(e,r)=>`${n(e.HelpCategoryID)}${e.DateCreated}#${r}`}),c=o("Entities"),m=e=>({pk:`ORG#${e}#HelpVersion`,sk:"CONTENT"});export{n as a,s as b,c,m as d};
//# sourceMappingURL=chunk-WEZP344E.mjs.map
