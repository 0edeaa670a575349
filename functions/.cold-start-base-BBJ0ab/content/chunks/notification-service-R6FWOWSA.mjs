import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{e as o,j as i}from"./chunk-VSDQXU2C.mjs";import"./chunk-UZAR3EKJ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";var n=i({repository:o,idField:"NotificationID",items:"Notifications",lookups:["Groups","Organizations","OfficeLocations","Employees"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as notifications};
//# sourceMappingURL=notification-service-R6FWOWSA.mjs.map
