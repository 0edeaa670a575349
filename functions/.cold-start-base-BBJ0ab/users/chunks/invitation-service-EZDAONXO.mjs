import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{d as a,e as b,f as c,g as d,h as e,i as f}from"./chunk-GK5VC3BI.mjs";import"./chunk-UI3EY33N.mjs";import"./chunk-ZWBYZP4W.mjs";import"./chunk-KVNDNMVU.mjs";import"./chunk-X6ST6YBU.mjs";import"./chunk-DC7KFFYN.mjs";import"./chunk-ITVUNIDL.mjs";import"./chunk-JBA6KVUB.mjs";export{e as approve,d as cancel,f as configure,c as copyLink,a as invite,b as resend};
//# sourceMappingURL=invitation-service-EZDAONXO.mjs.map
