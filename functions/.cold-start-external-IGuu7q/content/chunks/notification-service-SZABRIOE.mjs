import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{e as o,j as i}from"./chunk-YJZTQFIC.mjs";import"./chunk-TXWPAFIQ.mjs";var n=i({repository:o,idField:"NotificationID",items:"Notifications",lookups:["Groups","Organizations","OfficeLocations","Employees"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as notifications};
//# sourceMappingURL=notification-service-SZABRIOE.mjs.map
