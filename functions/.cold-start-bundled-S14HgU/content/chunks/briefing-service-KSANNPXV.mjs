import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{b as e,j as i}from"./chunk-DIBLDU2G.mjs";import"./chunk-OSSIZES7.mjs";import"./chunk-WG4CLMTY.mjs";import"./chunk-JBA6KVUB.mjs";var n=i({repository:e,idField:"BriefingID",items:"Briefings",lookups:["Employees","Groups","OfficeLocations"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as briefings};
//# sourceMappingURL=briefing-service-KSANNPXV.mjs.map
