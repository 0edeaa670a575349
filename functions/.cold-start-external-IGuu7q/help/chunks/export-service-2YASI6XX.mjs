import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{b as e}from"./chunk-YF27QNDJ.mjs";import{A as t}from"./chunk-BWVM6JX4.mjs";var o=i=>({HelpID:i.HelpID,Questions:t(i.ShortDescription),Answer:i.LongDescription,Category:i.HelpCategoryID,MediaType:i.MediaType,MediaUrl:i.MediaUrl,Attributes:i.AttributesJSON});async function l(i,r){return(await e.list({organizationId:r.organizationId},{pageSize:i.PageSize,cursor:i.Cursor})).map(o)}export{l as exportHelp};
//# sourceMappingURL=export-service-2YASI6XX.mjs.map
