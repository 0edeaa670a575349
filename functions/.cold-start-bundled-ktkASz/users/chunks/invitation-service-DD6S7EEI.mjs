import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e,i as f}from"./chunk-P5YZSUCP.mjs";import"./chunk-7GRV4FRU.mjs";import"./chunk-EMAG4FHJ.mjs";import"./chunk-777EIRM6.mjs";import"./chunk-ECQSL7OX.mjs";import"./chunk-SBRAUUMH.mjs";import"./chunk-5YYX26JK.mjs";import"./chunk-JBA6KVUB.mjs";export{e as approve,d as cancel,f as configure,c as copyLink,a as invite,b as resend};
//# sourceMappingURL=invitation-service-DD6S7EEI.mjs.map
