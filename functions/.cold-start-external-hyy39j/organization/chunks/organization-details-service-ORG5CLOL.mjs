import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-BPBHGYGW.mjs";import"./chunk-MDLKGOCT.mjs";import"./chunk-O2AGGCR4.mjs";import"./chunk-BB344S6W.mjs";export{b as organizationOf,a as presentOrganization,c as saveOrganization};
//# sourceMappingURL=organization-details-service-ORG5CLOL.mjs.map
