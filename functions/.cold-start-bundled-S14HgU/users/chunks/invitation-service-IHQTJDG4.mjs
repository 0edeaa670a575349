import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e,i as f}from"./chunk-3PMALRZH.mjs";import"./chunk-UOBBYZDQ.mjs";import"./chunk-FJELLFUC.mjs";import"./chunk-EWU3OPG7.mjs";import"./chunk-5Z4G4QNK.mjs";import"./chunk-PHV7K7E3.mjs";import"./chunk-5YYX26JK.mjs";import"./chunk-JBA6KVUB.mjs";export{e as approve,d as cancel,f as configure,c as copyLink,a as invite,b as resend};
//# sourceMappingURL=invitation-service-IHQTJDG4.mjs.map
