import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{e as o,j as i}from"./chunk-675U46WL.mjs";import"./chunk-HX4B6BJI.mjs";var n=i({repository:o,idField:"NotificationID",items:"Notifications",lookups:["Groups","Organizations","OfficeLocations","Employees"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as notifications};
//# sourceMappingURL=notification-service-TFMJMP4K.mjs.map
