import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{createHash as r}from"node:crypto";function a(e,s){let t=r("sha1").update(`switchboard:${e}:${s.toLowerCase()}`).digest("hex"),i=(parseInt(t[16],16)&3|8).toString(16);return`${t.slice(0,8)}-${t.slice(8,12)}-5${t.slice(13,16)}-${i}${t.slice(17,20)}-${t.slice(20,32)}`}export{a};
//# sourceMappingURL=chunk-GU4UTH7H.mjs.map
