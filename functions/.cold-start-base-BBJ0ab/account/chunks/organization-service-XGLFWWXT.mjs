import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d}from"./chunk-LNLYNOND.mjs";import"./chunk-AQ4Q6UOL.mjs";import"./chunk-5JSXOLUQ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";export{c as foundedBy,a as getOrganization,d as isInvited,b as listOrganizations};
//# sourceMappingURL=organization-service-XGLFWWXT.mjs.map
