import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d}from"./chunk-C2EXIZVV.mjs";import"./chunk-5HBXUBAR.mjs";import"./chunk-K5G5ZM4I.mjs";export{c as foundedBy,a as getOrganization,d as isInvited,b as listOrganizations};
//# sourceMappingURL=organization-service-C5N4CMUQ.mjs.map
