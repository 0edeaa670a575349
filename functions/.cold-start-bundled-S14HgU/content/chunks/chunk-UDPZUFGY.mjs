import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
function t(e){return e.meta({...e.meta()??{},secret:!0})}var n="\u2022\u2022\u2022\u2022\u2022\u2022\u2022\u2022";export{t as a,n as b};
//# sourceMappingURL=chunk-UDPZUFGY.mjs.map
