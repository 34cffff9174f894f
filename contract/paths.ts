/**
 * Every API path, written once (DESIGN: "A path string appears once in the code base"). The contract
 * (contract.ts) is keyed by these, the server registers its routes from them and the SPA's client posts to them.
 */
export const API_PATHS = {
  userAuthCheck: '/api/userAuthCheck',
  /** Beyond the specified calls (docs/auth.md): sign-out, after which the API refuses the caller's earlier tokens. */
  userSignOut: '/api/userSignOut',
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
  signupInvite: '/api/signup/invite',
  /** Spelled as the add-in and the API spell it. */
  signupInitialUser: '/api/signup/initalUser',
  signupConnections: '/api/signup/connections',
  signupValidateInstance: '/api/signup/validate/instance',
  signupInstance: '/api/signup/instance',
  signupPlan: '/api/signup/plan',
  signupAcceptance: '/api/signup/acceptance',
  clientSignUpOnboardUser: '/api/clientSignUpOnboardUser',
  /** Designed in docs/api.md: an instance's members and open invites, for Settings' members panel. */
  signupMembers: '/api/signup/members',
  /** Designed in docs/api.md: API keys for a connection made without them ("enter the API keys later"). */
  signupConnectionKeys: '/api/signup/connectionKeys',
  trialAccept: '/api/trial/accept',
  /** Designed in docs/api.md: the instance's trial as /settings/trial shows it. */
  trialStatus: '/api/trial/status',
  // Designed in docs/api.md, which says why: what the connection and import screens need.
  sourceSystems: '/api/sourceSystems',
  instanceConnectionTest: '/api/instanceConnection/test',
  instanceConnectionSave: '/api/instanceConnection/save',
  etlStart: '/api/etl/start',
  etlCancel: '/api/etl/cancel',
  etlSchedules: '/api/etl/schedules',
  etlScheduleSet: '/api/etl/schedule/set',
  /** Designed in docs/api.md: the instance's IANA time zone, which daily schedules run in. */
  instanceTimeZoneSet: '/api/instance/timeZone/set',
  warehouseFreshness: '/api/warehouseFreshness',
  /** Designed in docs/api.md: row counts and feeding connections per warehouse table. */
  warehouseTableFeeds: '/api/warehouseTableFeeds',
  aiQuery: '/api/aiQuery',
} as const;

export type ApiPathName = keyof typeof API_PATHS;

/** The header that carries the current instance id on every call. */
export const INSTANCE_HEADER = 'x-instance-id';
