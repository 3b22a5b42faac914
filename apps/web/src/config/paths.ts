// Every URL the client builds comes from here (DESIGN convention 11): links, tests and e2e never
// spell one. The paths and route patterns live once in the contract, shared with the server's
// mail links, link previews and its 404 for unknown pages (issue 21).
export * from '@hoopdex/contract/spa-paths';
