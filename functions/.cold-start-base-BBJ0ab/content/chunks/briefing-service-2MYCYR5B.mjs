import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{b as e,j as i}from"./chunk-VSDQXU2C.mjs";import"./chunk-UZAR3EKJ.mjs";import"./chunk-2PJS3S26.mjs";import"./chunk-JBA6KVUB.mjs";var n=i({repository:e,idField:"BriefingID",items:"Briefings",lookups:["Employees","Groups","OfficeLocations"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as briefings};
//# sourceMappingURL=briefing-service-2MYCYR5B.mjs.map
