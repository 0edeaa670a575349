// js-yaml (kept by the lint tooling) reads Botium's YAML convos in the import test; it ships no types.
declare module 'js-yaml' {
  export function load(text: string): unknown;
  const yaml: { load: typeof load };
  export default yaml;
}
