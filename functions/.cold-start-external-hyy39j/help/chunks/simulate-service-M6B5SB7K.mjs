import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);
import{g as a,h as b}from"./chunk-V62TU2RR.mjs";import"./chunk-ODL4WJUH.mjs";import"./chunk-5KVRSBPH.mjs";import"./chunk-OB4LPVIJ.mjs";import"./chunk-PYHHGHZY.mjs";export{a as asShare,b as simulateQuestion};
//# sourceMappingURL=simulate-service-M6B5SB7K.mjs.map
