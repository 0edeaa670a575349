import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{h as a,i as b,j as c}from"./chunk-KGVYSC7B.mjs";import"./chunk-S7EENKWO.mjs";import"./chunk-MXAET2JT.mjs";import"./chunk-3366AH5Y.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";export{b as organizationOf,a as presentOrganization,c as saveOrganization};
//# sourceMappingURL=organization-details-service-VHOJYDRE.mjs.map
