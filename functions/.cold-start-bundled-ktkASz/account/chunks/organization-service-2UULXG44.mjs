import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d}from"./chunk-QPKDXMYH.mjs";import"./chunk-GVLZV7CQ.mjs";import"./chunk-PRT5MVTJ.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{c as foundedBy,a as getOrganization,d as isInvited,b as listOrganizations};
//# sourceMappingURL=organization-service-2UULXG44.mjs.map
