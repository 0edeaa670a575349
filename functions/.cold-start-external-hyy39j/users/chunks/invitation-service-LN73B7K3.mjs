import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e,i as f}from"./chunk-WKHAVAJS.mjs";import"./chunk-NC5ZP5IF.mjs";import"./chunk-GUUIJYB4.mjs";import"./chunk-BXVGSGUS.mjs";import"./chunk-5XWTCBHI.mjs";import"./chunk-DBEK4W7V.mjs";export{e as approve,d as cancel,f as configure,c as copyLink,a as invite,b as resend};
//# sourceMappingURL=invitation-service-LN73B7K3.mjs.map
