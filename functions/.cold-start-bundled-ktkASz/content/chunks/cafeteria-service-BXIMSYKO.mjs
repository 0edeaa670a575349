import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{f as e,j as a}from"./chunk-NFYVKCIE.mjs";import"./chunk-ZNB67LR3.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var t=a({repository:e,idField:"CafeteriaMenuID",items:"Cafeterias",lookups:["Organizations","OfficeLocations"],references:{OfficeLocationID:"officeLocation"}});export{t as cafeteriaMenus};
//# sourceMappingURL=cafeteria-service-BXIMSYKO.mjs.map
