export { telemetry } from './telemetry';
export { usePageView } from './pageViews';
export { followSignedInUser } from './userContext';
export { installWindowErrorHandlers, reactErrorOptions, routerErrorHandler } from './globalErrors';
