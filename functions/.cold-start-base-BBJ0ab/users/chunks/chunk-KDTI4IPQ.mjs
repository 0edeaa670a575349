import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{createHash as r}from"node:crypto";function n(e,o){let t=r("sha1").update(`switchboard:${e}:${o.toLowerCase()}`).digest("hex"),s=(parseInt(t[16],16)&3|8).toString(16);return`${t.slice(0,8)}-${t.slice(8,12)}-5${t.slice(13,16)}-${s}${t.slice(17,20)}-${t.slice(20,32)}`}var E="x-requested-with",a="XMLHttpRequest",p="sb_session";export{E as a,a as b,p as c,n as d};
//# sourceMappingURL=chunk-KDTI4IPQ.mjs.map
