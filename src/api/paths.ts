/**
 * Every API path of SPEC §7, written once (DESIGN: "A path string appears once in the code base"). The contract
 * (contract.ts) is keyed by these, the server registers its routes from them and the SPA's client posts to them.
 */
export const API_PATHS = {
  userAuthCheck: '/api/userAuthCheck',
  instanceConnection: '/api/instanceConnection',
  instanceConnectionClientId: '/api/instanceConnection/clientId',
  instanceConnectionTerminate: '/api/instanceConnection/terminate',
  instanceConnectionReconnect: '/api/instanceConnection/reconnect',
  instanceConnectionProduct: '/api/instanceConnection/product',
  userSettings: '/api/userSettings',
  userSettingsSet: '/api/userSettingsSet',
  userLibrary: '/api/userLibrary',
  userLibrarySet: '/api/userLibrarySet',
  userLibraryTopicSet: '/api/userLibraryTopicSet',
  userLibraryTopicRemove: '/api/userLibraryTopicRemove',
  userLibraryRemove: '/api/userLibraryRemove',
  userLibraryFavorite: '/api/userLibraryFavorite',
  clientQuery: '/api/clientQuery',
  clientDWSchema: '/api/clientDWSchema',
  searchMemberList: '/api/searchMemberList',
  etlStatus: '/api/etlStatus',
  stripeInvoiceList: '/api/stripe/invoice/list',
  stripeInvoicePreview: '/api/stripe/invoice/preview',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** The header that carries the current instance id on every call (SPEC §6). */
export const INSTANCE_HEADER = 'x-instance-id';
