import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-UP5RPAIR.mjs";import"./chunk-6VMF6HJZ.mjs";import"./chunk-QBUKYVLL.mjs";import"./chunk-467ANKKN.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";export{b as organizationOf,a as presentOrganization,c as saveOrganization};
//# sourceMappingURL=organization-details-service-KBPTB3PC.mjs.map
