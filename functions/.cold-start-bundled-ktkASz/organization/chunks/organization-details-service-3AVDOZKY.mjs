import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-EI6D27BB.mjs";import"./chunk-S2X2XDR3.mjs";import"./chunk-M45BZC7L.mjs";import"./chunk-LXIPNAL5.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{b as organizationOf,a as presentOrganization,c as saveOrganization};
//# sourceMappingURL=organization-details-service-3AVDOZKY.mjs.map
