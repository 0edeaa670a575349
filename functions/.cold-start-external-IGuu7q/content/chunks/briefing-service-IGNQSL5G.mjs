import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{b as e,j as i}from"./chunk-YJZTQFIC.mjs";import"./chunk-TXWPAFIQ.mjs";var n=i({repository:e,idField:"BriefingID",items:"Briefings",lookups:["Employees","Groups","OfficeLocations"],references:{EmployeeID:"employee",GroupID:"group",LocationID:"officeLocation"}});export{n as briefings};
//# sourceMappingURL=briefing-service-IGNQSL5G.mjs.map
