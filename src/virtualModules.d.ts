/** The modules of vite.actionMethods.ts: what the console needs of the contract, derived from it at build time. */
declare module 'virtual:action-methods' {
  const methods: Record<import('../contract/actions').ActionName, import('../contract/protocol').HttpMethod>;
  export default methods;
}

declare module 'virtual:resource-bindings' {
  const resources: typeof import('../contract/actions').resources;
  export default resources;
}

declare module 'virtual:audited-actions' {
  const names: import('../contract/actions').ActionName[];
  export default names;
}

declare module 'virtual:creating-actions' {
  const names: import('../contract/actions').ActionName[];
  export default names;
}

declare module 'virtual:action-permissions' {
  const permissions: Partial<
    Record<import('../contract/actions').ActionName, import('../contract/permissions').ActionPermission>
  >;
  export default permissions;
}
