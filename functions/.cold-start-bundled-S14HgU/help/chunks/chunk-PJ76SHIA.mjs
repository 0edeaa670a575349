import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{c as s,d as t}from"./chunk-HTZ4QKDZ.mjs";import{Va as n,Wa as r,Ya as o}from"./chunk-PPU33V3K.mjs";async function p(e){let i=await r().send(new n({TableName:o("Entities"),Key:t(e),UpdateExpression:"ADD #counter :one",ExpressionAttributeNames:{"#counter":"Counter"},ExpressionAttributeValues:{":one":1},ReturnValues:"UPDATED_NEW"}));return Number(i.Attributes?.Counter??0)}async function c(e){return(await s.get(t(e)))?.Counter??0}export{p as a,c as b};
//# sourceMappingURL=chunk-PJ76SHIA.mjs.map
