import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{f as e,j as a}from"./chunk-DIBLDU2G.mjs";import"./chunk-OSSIZES7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var t=a({repository:e,idField:"CafeteriaMenuID",items:"Cafeterias",lookups:["Organizations","OfficeLocations"],references:{OfficeLocationID:"officeLocation"}});export{t as cafeteriaMenus};
//# sourceMappingURL=cafeteria-service-3V7STU74.mjs.map
