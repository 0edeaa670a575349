import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-Y45U2GZM.mjs";import"./chunk-JP5G6YB3.mjs";import"./chunk-C2JYUBZG.mjs";import"./chunk-5IGSXNZY.mjs";export{b as organizationOf,a as presentOrganization,c as saveOrganization};
//# sourceMappingURL=organization-details-service-XVF2WV5T.mjs.map
