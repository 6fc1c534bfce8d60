/** See vite.actionMethods.ts: each Action's HTTP method, derived from the contract at build time. */
declare module 'virtual:action-methods' {
  const methods: Record<import('./actions').ActionName, import('./protocol').HttpMethod>;
  export default methods;
}
