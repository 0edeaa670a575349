import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d}from"./chunk-2ZYEBD6P.mjs";import"./chunk-GUKTVTSX.mjs";import"./chunk-SSYX75FB.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{c as foundedBy,a as getOrganization,d as isInvited,b as listOrganizations};
//# sourceMappingURL=organization-service-23TI7V5T.mjs.map
