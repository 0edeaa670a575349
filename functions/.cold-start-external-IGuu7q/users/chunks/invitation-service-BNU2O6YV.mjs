import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e,i as f}from"./chunk-JKTFS4OD.mjs";import"./chunk-2T6ASVH5.mjs";import"./chunk-MDPDE5TL.mjs";import"./chunk-W2HB7O5A.mjs";import"./chunk-RMDIQD4U.mjs";import"./chunk-XBRGW54T.mjs";export{e as approve,d as cancel,f as configure,c as copyLink,a as invite,b as resend};
//# sourceMappingURL=invitation-service-BNU2O6YV.mjs.map
