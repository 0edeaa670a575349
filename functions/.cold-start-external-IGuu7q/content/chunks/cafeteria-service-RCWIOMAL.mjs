import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{f as e,j as a}from"./chunk-YJZTQFIC.mjs";import"./chunk-TXWPAFIQ.mjs";var t=a({repository:e,idField:"CafeteriaMenuID",items:"Cafeterias",lookups:["Organizations","OfficeLocations"],references:{OfficeLocationID:"officeLocation"}});export{t as cafeteriaMenus};
//# sourceMappingURL=cafeteria-service-RCWIOMAL.mjs.map
