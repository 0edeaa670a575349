import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{f as e,j as a}from"./chunk-675U46WL.mjs";import"./chunk-HX4B6BJI.mjs";var t=a({repository:e,idField:"CafeteriaMenuID",items:"Cafeterias",lookups:["Organizations","OfficeLocations"],references:{OfficeLocationID:"officeLocation"}});export{t as cafeteriaMenus};
//# sourceMappingURL=cafeteria-service-7ICXBGFT.mjs.map
