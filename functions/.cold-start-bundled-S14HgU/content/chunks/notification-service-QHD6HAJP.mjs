import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{e as o,j as i}from"./chunk-DIBLDU2G.mjs";import"./chunk-OSSIZES7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var n=i({repository:o,idField:"NotificationID",items:"Notifications",lookups:["Groups","Organizations","OfficeLocations","Employees"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as notifications};
//# sourceMappingURL=notification-service-QHD6HAJP.mjs.map
