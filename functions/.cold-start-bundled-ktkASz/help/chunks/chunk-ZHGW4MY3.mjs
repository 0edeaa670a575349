import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{e as s,f as t}from"./chunk-JB7OEY5O.mjs";import{Va as n,Wa as r,Ya as o}from"./chunk-BGFC5BKH.mjs";async function p(e){let i=await r().send(new n({TableName:o("Entities"),Key:t(e),UpdateExpression:"ADD #counter :one",ExpressionAttributeNames:{"#counter":"Counter"},ExpressionAttributeValues:{":one":1},ReturnValues:"UPDATED_NEW"}));return Number(i.Attributes?.Counter??0)}async function c(e){return(await s.get(t(e)))?.Counter??0}export{p as a,c as b};
//# sourceMappingURL=chunk-ZHGW4MY3.mjs.map
