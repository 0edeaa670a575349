import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{f as e,j as a}from"./chunk-VSDQXU2C.mjs";import"./chunk-UZAR3EKJ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";var t=a({repository:e,idField:"CafeteriaMenuID",items:"Cafeterias",lookups:["Organizations","OfficeLocations"],references:{OfficeLocationID:"officeLocation"}});export{t as cafeteriaMenus};
//# sourceMappingURL=cafeteria-service-YMIFTNB3.mjs.map
