/** See vite.actionMethods.ts: what the console needs of the contract, derived from it at build time. */
declare module 'virtual:action-methods' {
  const methods: Record<import('./actions').ActionName, import('./protocol').HttpMethod>;
  export default methods;
}

declare module 'virtual:resource-bindings' {
  const resources: typeof import('./actions').resources;
  export default resources;
}

declare module 'virtual:audited-actions' {
  const names: import('./actions').ActionName[];
  export default names;
}
