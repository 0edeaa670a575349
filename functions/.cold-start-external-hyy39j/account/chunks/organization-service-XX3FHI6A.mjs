import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{a,b,c,d}from"./chunk-XWWTHKOV.mjs";import"./chunk-KROV3OMZ.mjs";import"./chunk-SBZLX3AJ.mjs";export{c as foundedBy,a as getOrganization,d as isInvited,b as listOrganizations};
//# sourceMappingURL=organization-service-XX3FHI6A.mjs.map
